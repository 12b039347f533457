import PortalGraphics

/// The outline of a bordered button's background.
///
/// ```swift
/// Button("Follow") { follow() }.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic, capsule, circle, roundedRectangle(Double?)
  }
  let kind: Kind

  /// As the style chooses: a rounded rectangle.
  nonisolated public static let automatic = ButtonBorderShape(kind: .automatic)
  /// Fully rounded ends.
  nonisolated public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle around the label.
  nonisolated public static let circle = ButtonBorderShape(kind: .circle)
  /// A rectangle with the style's corner radius.
  nonisolated public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// A rectangle with corners of `radius`.
  nonisolated public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(Double(radius)))
  }
}

extension ButtonBorderShape: Shape {
  /// The outline for a button filling `rect`: a rounded rectangle (corners of 8 unless given),
  /// a capsule or a circle.
  public func path(in rect: CGRect) -> Path {
    switch kind {
    case .automatic, .roundedRectangle(nil): RoundedRectangle(cornerRadius: 8).path(in: rect)
    case .roundedRectangle(let radius?): RoundedRectangle(cornerRadius: radius).path(in: rect)
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
  /// The outline bordered buttons inside take (`.buttonBorderShape(_:)`).
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Gives bordered buttons inside the outline `shape`.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
