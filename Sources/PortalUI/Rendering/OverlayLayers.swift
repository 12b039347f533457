import PortalGraphics
import PortalHost

/// Views drawn in the host's overlay surface, above the window and everything in it, at
/// rectangles their owner moves every frame. This is what a flying portal layer is.
///
/// Each layer is a view tree of its own (its `@State` and animations work as anywhere else),
/// laid out at its frame's size and drawn at its frame's position in screen coordinates (the
/// overlay surface says which part of the screen it covers), so a layer can sit over any of
/// the app's windows or between them. Only the union of the layers' old and new bounds is
/// redrawn and presented; the overlay hides when no layer is left.
@MainActor
public final class OverlayLayers {
  /// How one layer is shown this frame.
  public struct Placement: Equatable {
    /// Where the layer is, in screen coordinates (logical pixels).
    public var frame: Rect
    public var opacity: Double
    public var cornerRadius: Double
    public var zIndex: Double
    /// A label to outline the layer with, for debugging (nil: no outline).
    public var debugLabel: String?
    /// A drop shadow the layer casts under what it draws (its rounded frame when it has
    /// corners), unless its content casts its own first; nil: none. A flying portal layer
    /// carries the shadows of its ends here.
    package var shadow: Shadow?
    /// How the rounded corners bend: as the end the layer stands in for is cut, so the corners
    /// match it pixel for pixel at a handoff.
    package var cornerStyle = RoundedCornerStyle.circular

    public init(frame: Rect, opacity: Double = 1, cornerRadius: Double = 0, zIndex: Double = 0, debugLabel: String? = nil) {
      self.frame = frame
      self.opacity = opacity
      self.cornerRadius = cornerRadius
      self.zIndex = zIndex
      self.debugLabel = debugLabel
    }
  }

  private struct Layer {
    let root: Node
    var placement: Placement
    var drawnBounds: Rect?
    /// The view was replaced since the last placement (its layout may differ at the same frame).
    var viewChanged = true
  }

  private unowned let graph: ViewGraph
  private var layers: [AnyHashable: Layer] = [:]
  private(set) var damage: Rect = .zero
  private var shown = false
  /// The screen rectangle the overlay surface covered at the last frame; when it moves or
  /// grows, everything is drawn again.
  private var surfaceFrame: Rect?
  /// Buffers reused by every frame, so drawing a flight's frames allocates as little as it can:
  /// the layers' ids, the layers in drawing order, the visible rectangles, the damage.
  private var idBuffer: [AnyHashable] = []
  private var orderBuffer: [Layer] = []
  /// Two, used in turn: the surface keeps the visible rectangles it was last given, so the
  /// buffer written this frame must not be that one (it would be copied, not reused).
  private var visibleBuffers: [[Rect]] = [[], []]
  private var visibleTurn = 0
  private var damageBuffer: [Rect] = []
  /// The canvas of the overlay's bitmap and a draw context on it, kept while the bitmap stays
  /// the same.
  private var canvas: Canvas?
  private var drawContext: DrawContext?
  /// Frames the overlay was presented, for tests and traces.
  public private(set) var framesPresented = 0
  /// The region presented by the last overlay frame, in screen coordinates.
  public private(set) var lastDamage: Rect = .zero
  /// Seconds the last frame spent handing the overlay's pixels to the host (0 when it
  /// presented nothing).
  public private(set) var lastPresentSeconds = 0.0

  init(graph: ViewGraph) { self.graph = graph }

  /// Ids of the layers shown now.
  public var ids: [AnyHashable] { Array(layers.keys) }

  public func placement(of id: AnyHashable) -> Placement? { layers[id]?.placement }

  func contains(root node: Node) -> Bool { layers.values.contains { $0.root === node } }

  /// Shows `content` as the layer `id` at `placement`, creating the layer or updating its view.
  public func show(_ id: AnyHashable, content: AnyView, placement: Placement) {
    if var layer = layers[id] {
      layer.root.update(with: content, environment: graph.environment)
      damageIfRestyled(layer, to: placement)
      layer.placement = placement
      layer.viewChanged = true
      layers[id] = layer
    } else {
      let root = Node(
        key: ViewKey().appending(any: id), view: content, parent: nil, graph: graph,
        environment: graph.environment, isOverlayTree: true)
      root.evaluate()
      layers[id] = Layer(root: root, placement: placement)
    }
    graph.host.setNeedsFrame()
  }

  /// Moves a layer without touching its view.
  public func move(_ id: AnyHashable, to placement: Placement) {
    guard var layer = layers[id], layer.placement != placement else { return }
    damageIfRestyled(layer, to: placement)
    layer.placement = placement
    layers[id] = layer
    graph.host.setNeedsFrame()
  }

  /// A new frame is damaged when the layer is laid out again; opacity, corners, stacking and
  /// outline change only how the same bounds are painted, so those bounds are damaged here.
  private func damageIfRestyled(_ layer: Layer, to placement: Placement) {
    var sameFrame = layer.placement
    sameFrame.frame = placement.frame
    if sameFrame != placement, let drawn = layer.drawnBounds { addDamage(drawn) }
  }

  /// Removes a layer; its area is cleared in the next frame.
  public func remove(_ id: AnyHashable) {
    guard let layer = layers.removeValue(forKey: id) else { return }
    layer.root.detach()
    if let drawn = layer.drawnBounds { addDamage(drawn) }
    graph.host.setNeedsFrame()
  }

  func addDamage(_ rect: Rect) { damage = damage.union(rect) }

  /// Lays out and draws the layers that changed, then presents the overlay.
  func draw() {
    lastPresentSeconds = 0
    // Through a buffer of ids: writing a layer back while iterating the dictionary would copy it.
    idBuffer.removeAll(keepingCapacity: true)
    idBuffer.append(contentsOf: layers.keys)
    for id in idBuffer {
      guard var layer = layers[id] else { continue }
      let frame = layer.placement.frame
      layer.root.forEachDescendant { $0.sizeCache.removeAll() }
      if layer.root.targetFrame != frame || layer.root.needsEvaluation || layer.viewChanged {
        if layer.root.needsEvaluation { layer.root.evaluate() }
        layer.root.place(in: frame)
        layer.viewChanged = false
      }
      let bounds = Self.paintBounds(of: layer)
      if bounds != layer.drawnBounds {
        if let old = layer.drawnBounds { addDamage(old) }
        addDamage(bounds)
        layer.drawnBounds = bounds
      }
      layers[id] = layer
    }
    let surface = graph.host.overlay
    let area = Rect(origin: surface.screenOrigin, size: surface.size)
    if area != surfaceFrame {
      surfaceFrame = area
      for layer in layers.values { if let drawn = layer.drawnBounds { addDamage(drawn) } }
    }
    let region = damage.integral.intersection(area)
    damage = .zero
    if layers.isEmpty {
      if shown {
        let start = MonotonicClock.seconds()
        surface.present(damage: [], visible: [])
        lastPresentSeconds = MonotonicClock.seconds() - start
        shown = false
      }
      return
    }
    guard !region.isEmpty else { return }
    let bitmap = surface.bitmap
    let canvas: Canvas
    if let kept = self.canvas, kept.bitmap === bitmap, kept.scale == surface.scale {
      canvas = kept
    } else {
      canvas = graph.makeCanvas(on: bitmap, scale: surface.scale)
      self.canvas = canvas
      drawContext = DrawContext(canvas: canvas, damage: region)
    }
    orderBuffer.removeAll(keepingCapacity: true)
    orderBuffer.append(contentsOf: layers.values)
    orderBuffer.sort { $0.placement.zIndex < $1.placement.zIndex }
    canvas.withState {
      canvas.translate(x: -area.minX, y: -area.minY)
      canvas.clip(to: region)
      canvas.clear()
      for layer in orderBuffer where layer.drawnBounds?.intersects(region) == true {
        draw(layer, on: canvas, region: region)
      }
    }
    visibleTurn = 1 - visibleTurn
    visibleBuffers[visibleTurn].removeAll(keepingCapacity: true)
    for layer in orderBuffer {
      guard let visible = layer.drawnBounds?.intersection(area), !visible.isEmpty else { continue }
      visibleBuffers[visibleTurn].append(visible.offsetBy(dx: -area.minX, dy: -area.minY))
    }
    damageBuffer.removeAll(keepingCapacity: true)
    damageBuffer.append(region.offsetBy(dx: -area.minX, dy: -area.minY))
    let presentStart = MonotonicClock.seconds()
    surface.present(damage: damageBuffer, visible: visibleBuffers[visibleTurn])
    lastPresentSeconds = MonotonicClock.seconds() - presentStart
    shown = !visibleBuffers[visibleTurn].isEmpty
    lastDamage = region
    framesPresented += 1
  }

  private func draw(_ layer: Layer, on canvas: Canvas, region: Rect) {
    let placement = layer.placement
    canvas.withState {
      let context = drawContext ?? DrawContext(canvas: canvas, damage: region)
      context.restart(damage: region)
      let shadow = Self.castShadow(of: layer)
      if placement.cornerRadius > 0 {
        // The path a `.clipShape(RoundedRectangle(…))` of the same frame cuts.
        let corners = RoundedRectangle(cornerRadius: placement.cornerRadius, style: placement.cornerStyle)
          .windowPath(in: placement.frame)
        if shadow != nil || layer.root.castsShadowFirst {
          // The corners cut the content, not its shadow: the shadow takes the clip and is cast
          // by the rounded outline, so a card flies rounded and with its shadow.
          context.contentClip = corners
        } else {
          canvas.clip(to: corners)
        }
      }
      canvas.withOpacity(placement.opacity) {
        if let shadow {
          // Cast the way a `.shadow` modifier casts it in a window, so a layer carrying the
          // shadow of the view it stands in for shows that view's pixels.
          let root = layer.root
          root.draw(casting: shadow, outline: root.opaqueOutline, in: context) { root.draw(in: context) }
        } else {
          layer.root.draw(in: context)
        }
      }
      context.contentClip = nil
    }
    if let label = placement.debugLabel {
      DebugOutline.draw(label: label, around: placement.frame, color: DebugOutline.layerColor, on: canvas, typesetter: graph.typesetter)
    }
  }

  /// The placement's shadow, when the layer draws it: a layer that places its own views has
  /// no frame to cast it from, and content that casts its own shadow first keeps that one.
  private static func castShadow(of layer: Layer) -> Shadow? {
    guard let shadow = layer.placement.shadow, !layer.placement.frame.isEmpty, !layer.root.castsShadowFirst else {
      return nil
    }
    return shadow
  }

  /// What a layer can paint: its frame, or everything its views paint outside it (shadows).
  private static func paintBounds(of layer: Layer) -> Rect {
    var bounds = layer.placement.frame
    if layer.placement.debugLabel != nil { bounds = bounds.union(DebugOutline.bounds(around: bounds)) }
    if layer.placement.frame.isEmpty {
      // A layer that places its own views (an empty frame at the origin): its containers sit
      // untransformed at the origin, so only what paints counts — leaves, and wrappers that
      // paint beyond their content (shadows).
      layer.root.forEachDescendant { node in
        if node.children.isEmpty || node.paintOutset > 0 { bounds = bounds.union(node.paintBounds) }
      }
    } else if layer.placement.cornerRadius <= 0 || layer.root.castsShadowFirst {
      // Rounded corners clip everything but a shadow cast first (see `draw`).
      layer.root.forEachDescendant { bounds = bounds.union($0.paintBounds) }
    }
    if let shadow = castShadow(of: layer) {
      let reach = shadow.paintOutset
      bounds = bounds.union(bounds.insetBy(dx: -reach, dy: -reach))
    }
    return bounds.integral
  }
}
