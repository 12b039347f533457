import CCairo

extension Canvas {
  /// Draws `body` as one layer, maps every pixel of the layer through `filter`, and then
  /// blends the layer in; the identity filter skips the layer.
  ///
  /// ```swift
  /// canvas.withColorFilter(.inversion) { canvas.fill(card, with: .white) }
  /// ```
  public func withColorFilter(_ filter: ColorFilter, _ body: () throws -> Void) rethrows {
    guard !filter.isIdentity else { return try withState(body) }
    cairo_save(context)
    cairo_push_group(context)
    defer {
      let layer = cairo_pop_group(context)!
      var surface: OpaquePointer?
      if cairo_pattern_get_surface(layer, &surface) == CAIRO_STATUS_SUCCESS, let surface {
        let image = cairo_surface_map_to_image(surface, nil)!
        filter.apply(toImage: image)
        cairo_surface_unmap_image(surface, image)
      }
      cairo_set_source(context, layer)
      cairo_paint(context)
      cairo_pattern_destroy(layer)
      cairo_restore(context)
    }
    try body()
  }

  /// Draws `body` as one layer and composites it onto what is below with `mode` instead of
  /// drawing over it.
  ///
  /// ```swift
  /// canvas.withBlendMode(.multiply) { canvas.fill(card, with: .yellow) }
  /// ```
  public func withBlendMode(_ mode: BlendOperator, _ body: () throws -> Void) rethrows {
    guard mode != .over else { return try withState(body) }
    cairo_save(context)
    cairo_push_group(context)
    defer {
      let layer = cairo_pop_group(context)!
      cairo_set_source(context, layer)
      cairo_set_operator(context, mode.cairoOperator)
      cairo_paint(context)
      cairo_pattern_destroy(layer)
      cairo_restore(context)
    }
    try body()
  }

  /// Draws `body` through `mask`: each pixel of `body` keeps as much of its opacity as the
  /// same pixel of what `mask` draws has.
  ///
  /// ```swift
  /// canvas.withMask({ canvas.fill(circle, with: .black) }) { canvas.draw(photo, in: rect) }
  /// ```
  public func withMask(_ mask: () throws -> Void, _ body: () throws -> Void) rethrows {
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_push_group(context)
    do { try body() } catch {
      cairo_pattern_destroy(cairo_pop_group(context))
      throw error
    }
    let content = cairo_pop_group(context)!
    defer { cairo_pattern_destroy(content) }
    cairo_push_group(context)
    do { try mask() } catch {
      cairo_pattern_destroy(cairo_pop_group(context))
      throw error
    }
    let alpha = cairo_pop_group(context)!
    defer { cairo_pattern_destroy(alpha) }
    cairo_set_source(context, content)
    cairo_mask(context, alpha)
  }
}

/// How a layer is combined with what is below it (cairo's compositing operators).
public enum BlendOperator: Hashable, Sendable {
  case over, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  /// Drawn only where something is below, and below shows only where it is drawn.
  case sourceAtop, destinationOver, destinationOut, xor, add

  var cairoOperator: cairo_operator_t {
    switch self {
    case .over: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .xor: CAIRO_OPERATOR_XOR
    case .add: CAIRO_OPERATOR_ADD
    }
  }
}
