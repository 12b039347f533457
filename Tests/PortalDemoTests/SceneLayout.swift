import Foundation
import Testing

/// Where a scene's views land in a window of one size: the demo's `--layout-report`, which
/// lays the scene out with no display and prints one JSON object a line (the format is in
/// Sources/portal-demo/LayoutReport.swift).
struct SceneLayout {
  /// A view that draws: a text, a picture, a shape or a colour.
  struct View {
    let kind: String
    /// The text shown, for a text.
    let text: String?
    /// In window coordinates.
    let frame: Rect
    /// The part no scroll view clips away; nil when it is all clipped.
    let visible: Rect?
    /// Whether a text shows less than all of itself.
    let cut: Bool
    let inSidebar: Bool
    /// Whether it reaches past a scroll view along an axis that scroll view does not scroll.
    let overflows: Bool

    var description: String {
      "\(kind)\(text.map { " '\($0)'" } ?? "") at \(frame)"
    }

    /// Whether this is a card's picture: a scene's pictures 100 points wide or more (the
    /// sidebar's symbols and the list's thumbnails are smaller).
    var isCardPicture: Bool { kind == "image" && !inSidebar && frame.width >= 100 }
  }

  /// A rectangle as the report writes it.
  struct Rect: CustomStringConvertible {
    let x, y, width, height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var description: String { "[\(x), \(y), \(width), \(height)]" }

    init?(_ value: Any?) {
      guard let numbers = value as? [NSNumber], numbers.count == 4 else { return nil }
      (x, y, width, height) = (
        numbers[0].doubleValue, numbers[1].doubleValue, numbers[2].doubleValue, numbers[3].doubleValue
      )
    }

    /// Whether `other` lies within this one, give or take half a point of pixel snapping.
    func contains(_ other: Rect) -> Bool {
      other.x >= x - 0.5 && other.y >= y - 0.5 && other.maxX <= maxX + 0.5 && other.maxY <= maxY + 0.5
    }
  }

  let scene: String
  let size: String
  let window: Rect
  let sidebar: Rect
  let views: [View]

  /// The texts, in the order they are laid out.
  var texts: [View] { views.filter { $0.kind == "text" } }

  /// The frames of the top row of card pictures, left to right.
  var firstRowOfCards: [Rect] {
    let cards = views.filter(\.isCardPicture).map(\.frame)
    guard let top = cards.map(\.y).min() else { return [] }
    return cards.filter { abs($0.y - top) < 1 }.sorted { $0.x < $1.x }
  }

  /// Runs `portal-demo --layout-report` for `scene` in a window of `size` (`WIDTHxHEIGHT`).
  init(scene: String, size: String) throws {
    self.scene = scene
    self.size = size
    let log = try DemoLog(["--layout-report", "--scene", scene, "--size", size], capturing: .output)
    let status = log.exitStatus(timeout: 30)
    guard status == 0 else {
      throw ReportError(
        message: "the report for \(scene) at \(size) exited with \(String(describing: status))")
    }
    var objects: [[String: Any]] = []
    for line in log.text.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        throw ReportError(message: "not a JSON object: \(line)")
      }
      objects.append(object)
    }
    guard let head = objects.first, let window = Rect(head["window"]), let sidebar = Rect(head["sidebar"])
    else {
      throw ReportError(message: "the report for \(scene) at \(size) has no window and sidebar line")
    }
    self.window = window
    self.sidebar = sidebar
    views = try objects.dropFirst().map { object in
      guard let kind = object["kind"] as? String, let frame = Rect(object["frame"]) else {
        throw ReportError(message: "a view line without kind and frame: \(object)")
      }
      return View(
        kind: kind, text: object["text"] as? String, frame: frame, visible: Rect(object["visible"]),
        cut: object["cut"] as? Bool ?? false, inSidebar: object["sidebar"] as? Bool ?? false,
        overflows: object["overflows"] as? Bool ?? false)
    }
  }

  /// Reports already made, by scene and size: several tests read the same one.
  static func cached(scene: String, size: String) throws -> SceneLayout {
    let key = "\(scene) \(size)"
    lock.lock()
    let known = cache[key]
    lock.unlock()
    if let known { return known }
    let layout = try SceneLayout(scene: scene, size: size)
    lock.lock()
    cache[key] = layout
    lock.unlock()
    return layout
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [String: SceneLayout] = [:]

  struct ReportError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}
