import Foundation
import PortalGraphics
import PortalHost

/// The first scene: a grid of cards and a detail panel. Clicking a card flies a copy of it
/// through the overlay window into the panel; clicking the panel (or Escape) flies it back.
///
/// The main window is drawn only when what it shows changes: at the start and the end of a
/// flight. In between only the overlay is drawn, and only the union of the layer's old and new
/// bounds is presented.
@MainActor
final class GridScene: HostClient {
  struct Flight {
    let card: Card
    let from: Rect
    let to: Rect
    let start: Double
    let duration: Double
    let returning: Bool
    var lastBounds: Rect = .zero
  }

  private let typesetter = Typesetter()
  private var size: Size
  private var flight: Flight?
  private var shownInDetail: Card?
  private var mainNeedsDrawing = true
  private var hovered: Int?
  /// Main-window redraws so far; a flight should add exactly two (take-off and landing).
  private(set) var mainRedraws = 0
  var onFrame: ((_ host: any AppHost, _ presented: Bool) -> Void)?
  var onQuit: (() -> Void)?
  /// Length of one flight in seconds.
  let flightDuration: Double

  init(size: Size, flightDuration: Double = 0.5) {
    self.size = size
    self.flightDuration = flightDuration
  }

  var isFlying: Bool { flight != nil }

  // MARK: Layout

  private var headerHeight: Double { 64 }
  private var gridFrame: Rect {
    Rect(x: 28, y: headerHeight + 12, width: size.width * 0.58 - 40, height: size.height - headerHeight - 40)
  }
  private var panelFrame: Rect {
    let x = gridFrame.maxX + 28
    return Rect(x: x, y: headerHeight + 12, width: size.width - x - 28, height: size.height - headerHeight - 40)
  }

  /// Where card `index` sits in the grid.
  func cardFrame(_ index: Int) -> Rect {
    let columns = 3
    let gap = 18.0
    let width = (gridFrame.width - gap * Double(columns - 1)) / Double(columns)
    let height = (width * 0.72).rounded()
    let row = index / columns
    let column = index % columns
    return Rect(
      x: (gridFrame.minX + Double(column) * (width + gap)).rounded(), y: gridFrame.minY + Double(row) * (height + gap),
      width: width.rounded(), height: height)
  }

  /// Where the detail panel shows its card.
  var detailFrame: Rect {
    let inner = panelFrame.insetBy(dx: 24, dy: 24)
    let width = inner.width
    return Rect(x: inner.minX, y: inner.minY, width: width, height: (width * 0.72).rounded())
  }

  // MARK: Input

  func host(_ host: any AppHost, received event: InputEvent) {
    switch event {
    case .pointerPressed(let point, .primary):
      guard flight == nil else { return }  // One flight at a time in this first scene.
      if let card = shownInDetail, detailFrame.contains(point) {
        startFlight(card, returning: true, host: host)
      } else if let index = Catalogue.cards.indices.first(where: { cardFrame($0).contains(point) }),
        Catalogue.cards[index] != shownInDetail
      {
        if shownInDetail != nil {
          shownInDetail = nil
          mainNeedsDrawing = true
        }
        startFlight(Catalogue.cards[index], returning: false, host: host)
      }
    case .pointerMoved(let point):
      let now = Catalogue.cards.indices.first { cardFrame($0).contains(point) }
      if now != hovered {
        hovered = now
        mainNeedsDrawing = true
        host.setNeedsFrame()
      }
    case .keyPressed(.escape, _):
      if flight == nil, let card = shownInDetail { startFlight(card, returning: true, host: host) }
    case .keyPressed(let key, _) where key.character == "q":
      onQuit?()
    case .closeRequested:
      onQuit?()
    case .resized(let newSize):
      size = newSize
      mainNeedsDrawing = true
      host.setNeedsFrame()
    default:
      break
    }
  }

  private func startFlight(_ card: Card, returning: Bool, host: any AppHost) {
    let gridRect = cardFrame(card.id)
    flight = Flight(
      card: card, from: returning ? detailFrame : gridRect, to: returning ? gridRect : detailFrame,
      start: host.clock.now, duration: flightDuration, returning: returning)
    if returning { shownInDetail = nil }
    mainNeedsDrawing = true
    host.setNeedsFrame()
  }

  // MARK: Drawing

  func host(_ host: any AppHost, drawFrameAt time: Double) {
    var presented = false
    var landed = false
    if var current = flight {
      let t = min(1, max(0, (time - current.start) / current.duration))
      landed = t >= 1
      if landed {
        flight = nil
        if !current.returning { shownInDetail = current.card }
        mainNeedsDrawing = true
      } else {
        // Draw the main window first (originals hidden) so the overlay composes over it.
        let mainChanged = drawMainIfNeeded(host)
        let rect = current.from.interpolated(to: current.to, Self.smooth(t))
        drawLayer(current.card, at: rect, previous: current.lastBounds, host: host)
        current.lastBounds = rect
        flight = current
        if mainChanged { host.mainSurface.present(damage: [Rect(origin: .zero, size: size)]) }
        presented = true
        host.setNeedsFrame()
      }
    }
    if drawMainIfNeeded(host) {
      host.mainSurface.present(damage: [Rect(origin: .zero, size: size)])
      presented = true
    }
    if landed {
      // The destination is on screen now; removing the layer in the same frame means no blink.
      host.overlay.present(damage: [], visible: [])
    }
    onFrame?(host, presented)
  }

  /// A critically damped spring's step response, reaching 1 at t = 1: gentle start, soft landing.
  static func smooth(_ t: Double) -> Double {
    guard t < 1 else { return 1 }
    let omega = 7.0
    let raw = 1 - (1 + omega * t) * exp(-omega * t)
    let end = 1 - (1 + omega) * exp(-omega)
    return raw / end
  }

  /// The margin a card's shadow reaches beyond its bounds.
  static let shadowMargin = 26.0

  private func drawLayer(_ card: Card, at rect: Rect, previous: Rect, host: any AppHost) {
    let overlay = host.overlay
    let canvas = Canvas(bitmap: overlay.bitmap, scale: overlay.scale)
    canvas.typesetter = typesetter
    let bounds = rect.insetBy(dx: -Self.shadowMargin, dy: -Self.shadowMargin).integral
    let damage = previous.isEmpty ? bounds : bounds.union(previous.insetBy(dx: -Self.shadowMargin, dy: -Self.shadowMargin).integral)
    canvas.withState {
      canvas.clip(to: damage)
      canvas.clear()
      CardArt.draw(card, in: rect, on: canvas)
    }
    overlay.present(damage: [damage], visible: [bounds])
  }

  /// Redraws the whole main window if its content changed. Returns whether it drew.
  private func drawMainIfNeeded(_ host: any AppHost) -> Bool {
    guard mainNeedsDrawing else { return false }
    mainNeedsDrawing = false
    mainRedraws += 1
    let surface = host.mainSurface
    let canvas = Canvas(bitmap: surface.bitmap, scale: surface.scale)
    canvas.typesetter = typesetter
    canvas.fill(Rect(origin: .zero, size: size), with: Color(hex: 0xF4F5F8))
    canvas.drawText("Portal", style: TextStyle(font: Font(size: 24, weight: .bold), color: Color(hex: 0x1C1C24)), at: Point(x: 28, y: 18))
    canvas.drawText(
      "Click a card to fly it into the panel. Click the panel or press Esc to send it back.",
      style: TextStyle(font: Font(size: 13), color: Color(hex: 0x6B6F7B)), at: Point(x: 140, y: 27))

    let hidden = flight?.card
    for (index, card) in Catalogue.cards.enumerated() {
      let frame = cardFrame(index)
      if card == hidden || card == shownInDetail {
        // A quiet placeholder keeps the grid's shape while the card is elsewhere.
        canvas.stroke(
          Path(roundedRect: frame.insetBy(dx: 1, dy: 1), radii: CornerRadii(min(18, frame.width * 0.08))),
          with: .color(Color(hex: 0xC9CCD6)), style: StrokeStyle(lineWidth: 1.5, dash: [6, 5]))
        continue
      }
      CardArt.draw(card, in: frame, on: canvas)
      if index == hovered {
        canvas.stroke(
          Path(roundedRect: frame.insetBy(dx: -3, dy: -3), radii: CornerRadii(min(18, frame.width * 0.08) + 3)),
          with: .color(Color(hex: 0x3B6EF5)), lineWidth: 2)
      }
    }

    let panel = Path(roundedRect: panelFrame, radii: CornerRadii(20))
    canvas.drawShadow(for: panel, shadow: Shadow(color: Color.black.opacity(0.10), radius: 14, y: 3))
    canvas.fill(panel, with: .color(.white))
    if let card = shownInDetail, flight == nil {
      CardArt.draw(card, in: detailFrame, on: canvas)
      let body = TextStyle(font: Font(size: 14), color: Color(hex: 0x4A4E5A), wrapWidth: detailFrame.width, lineLimit: 6)
      canvas.drawText(card.title, style: TextStyle(font: Font(size: 22, weight: .bold), color: Color(hex: 0x1C1C24)), at: Point(x: detailFrame.minX, y: detailFrame.maxY + 20))
      canvas.drawText(
        "\(card.subtitle). The card flew here through a transparent, click-through overlay window that sits above this one; the grid behind it was never redrawn while it flew.",
        style: body, at: Point(x: detailFrame.minX, y: detailFrame.maxY + 56))
    } else if flight == nil || flight?.returning == true {
      let placeholder = typesetter.layout(
        "Nothing selected",
        style: TextStyle(font: Font(size: 15, weight: .semibold), color: Color(hex: 0x9A9EAA), alignment: .center))
      canvas.draw(placeholder, in: Rect(x: panelFrame.minX, y: panelFrame.midY - 10, width: panelFrame.width, height: 20))
    }
    return true
  }
}
