import PortalUI

/// How much the scenes drawn at a fixed size (the group's cards and pile, the seed's badge and
/// box, the flowing header's pane) grow in a window wider than 1280×800, so that a large window
/// shows them larger instead of leaving them small in its top-left corner, as the card grids
/// already grow with their columns.
///
/// At 1280 points and narrower the factor is 1: those scenes look exactly as they were
/// designed there. Past it they grow in proportion to the scene's width, up to `maximum` and
/// never taller than the scene's height allows.
enum SceneGrowth {
  /// The scene's width in a 1280-point window: the window less the sidebar and its divider.
  static let referenceWidth = 1280.0 - 231

  /// The factor for a scene `size` big whose content is `baseHeight` tall at factor 1, of
  /// which `fixedHeight` (the heading, the padding) does not grow.
  static func factor(for size: CGSize, baseHeight: Double, fixedHeight: Double, maximum: Double) -> Double {
    let byWidth = Double(size.width) / referenceWidth
    let growing = baseHeight - fixedHeight
    let byHeight = growing > 0 ? (Double(size.height) - fixedHeight) / growing : byWidth
    return max(1, min(maximum, byWidth, byHeight))
  }

  /// `length` grown by `factor`, rounded down to a multiple of `step` points, so that
  /// what is derived from it (a 4:3 picture's height) stays on whole points.
  static func grown(_ length: Double, by factor: Double, step: Double = 1) -> Double {
    max(length, ((length * factor) / step).rounded(.down) * step)
  }
}
