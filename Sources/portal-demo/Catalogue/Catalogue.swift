import Foundation
import PortalGraphics

/// One artwork card: its picture is `Resources/Artwork/<image>.png`.
struct Card: Identifiable, Hashable, Codable {
  let id: Int
  let title: String
  let subtitle: String
  let description: String
  var image: String { String(format: "art-%02d", id) }
}

/// The demo's catalogue, read from `Resources/catalogue.json`, which `portal-demo
/// generate-resources` writes together with the artwork.
enum Catalogue {
  static let places = [
    "Amber Ridge", "Blue Hollow", "Cinder Bay", "Dusk Meadow", "Ember Falls", "Fern Valley", "Glass Lake", "Hazel Hill",
    "Indigo Pass", "Juniper Cove", "Kestrel Peak", "Lantern Bay", "Moss Point", "Nightjar Fell", "Opal Dunes",
    "Pine Hollow", "Quarry Light", "Rowan Heights", "Saffron Shore", "Thistle Down",
  ]
  static let moods = ["at first light", "after the rain", "under the stars"]

  /// The catalogue as the generator makes it: sixty cards.
  static func generated() -> [Card] {
    (0..<60).map { index in
      let place = places[index % places.count]
      let mood = moods[(index / places.count) % moods.count]
      return Card(
        id: index, title: place, subtitle: "Study \(index + 1) · \(mood)",
        description:
          "\(place) \(mood): a procedural landscape drawn with cairo. Layered hills, a low sun or a moon, "
          + "and a sky that fades with the hour.")
    }
  }

  /// The folder holding `catalogue.json` and `Artwork/`.
  static var resourceDirectory: String {
    if let env = ProcessInfo.processInfo.environment["PORTAL_RESOURCES"] { return env }
    let local = FileManager.default.currentDirectoryPath + "/Resources"
    if FileManager.default.fileExists(atPath: local + "/catalogue.json") { return local }
    // Installed (`make install`): <prefix>/bin/portal-demo beside <prefix>/share/portal-demo.
    if let executable = Bundle.main.executablePath {
      let installed = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("share/portal-demo/Resources").path
      if FileManager.default.fileExists(atPath: installed + "/catalogue.json") { return installed }
    }
    // Running from elsewhere: the checkout this executable was built from.
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources").path
  }

  /// Loads the catalogue; a missing or damaged file falls back to the built-in list, with a
  /// message saying how to regenerate it.
  static func load() -> [Card] {
    let path = resourceDirectory + "/catalogue.json"
    var data: Data?
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
      return try JSONDecoder().decode([Card].self, from: data!)
    } catch {
      FileHandle.standardError.write(
        Data("portal-demo: cannot read \(path): \(describe(error, in: data)); using the built-in catalogue. Run `swift run portal-demo generate-resources` to write it again.\n".utf8))
      return generated()
    }
  }

  /// Where a catalogue went wrong, in words a person can act on: the card and field for a
  /// value of the wrong shape, the line and column for broken JSON.
  static func describe(_ error: Error, in data: Data? = nil) -> String {
    func place(_ path: [CodingKey]) -> String {
      guard !path.isEmpty else { return "the top level" }
      return path.map { key in key.intValue.map { "card \($0)" } ?? "field '\(key.stringValue)'" }
        .joined(separator: ", ")
    }
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "\(place(context.codingPath)) has no field '\(key.stringValue)'"
    case DecodingError.typeMismatch(let type, let context):
      return "\(place(context.codingPath)) is not \(type == Int.self ? "a whole number" : type == String.self ? "text" : "\(type)".hasPrefix("Array") ? "a list" : "a \(type) value")"
    case DecodingError.valueNotFound(let type, let context):
      return "\(place(context.codingPath)) is null where a \(type) value belongs"
    case DecodingError.dataCorrupted(let context):
      if let data, let problem = JSONSyntaxCheck.firstProblem(in: Array(data)) {
        return "it is not valid JSON at \(problem)"
      }
      return "\(place(context.codingPath)): \(context.debugDescription)"
    case let error as CocoaError where error.code == .fileReadNoSuchFile:
      return "the file does not exist"
    default:
      return error.localizedDescription
    }
  }

  /// Writes `catalogue.json` and one PNG per card into `directory`.
  static func writeResources(to directory: String) throws -> Int {
    let artwork = directory + "/Artwork"
    try FileManager.default.createDirectory(atPath: artwork, withIntermediateDirectories: true)
    let cards = generated()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(cards).write(to: URL(fileURLWithPath: directory + "/catalogue.json"))
    for card in cards {
      try ArtworkPainter.render(seed: card.id).writePNG(to: artwork + "/\(card.image).png")
    }
    return cards.count
  }
}
