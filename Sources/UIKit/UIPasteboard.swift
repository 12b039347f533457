import Foundation
import PortalHost
import PortalUI

/// UIKit's pasteboard over the desktop's clipboard (X11's CLIPBOARD selection): what an app
/// puts there can be pasted in any other program, and what another program copied is read.
///
/// Reading asks the program that copied the text and waits up to half a second for its answer
/// (UIKit's calls return at once, so they cannot wait for a callback). Text is what travels;
/// URLs travel as their strings, and images and other items stay inside the app.
@MainActor
open class UIPasteboard: NSObject {
  /// The clipboard every program shares.
  public static let general = UIPasteboard(name: .general)

  /// The pasteboard's name.
  public let name: Name
  /// Items that are not text, kept inside the app.
  private var privateItems: [[String: Any]] = []
  /// The text put here when no window is open to offer it to other programs.
  private var textWithoutWindow: String?

  init(name: Name) { self.name = name }

  /// A pasteboard of the app's own, by name; `create` is accepted.
  open class func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(rawValue: UUID().uuidString)) }

  /// How long to wait for another program's answer.
  private static let answerTimeout = 0.5

  private var clipboard: (any HostClipboard)? { name == .general ? ViewGraph.currentMain?.host.clipboard : nil }

  /// The text on the clipboard, or nil; setting it puts text there for every program.
  open var string: String? {
    get {
      if let clipboard { return clipboard.text(from: .clipboard, waitingAtMost: Self.answerTimeout) }
      return textWithoutWindow
    }
    set {
      privateItems = []
      guard let newValue else { return }
      if let clipboard { clipboard.setText(newValue, for: .clipboard) } else { textWithoutWindow = newValue }
    }
  }

  /// The text items: one at most, the clipboard's text.
  open var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.joined(separator: "\n") }
  }

  /// The clipboard's text as a URL, when it is one.
  open var url: URL? {
    get { string.flatMap { URL(string: $0.trimmingCharacters(in: .whitespacesAndNewlines)) }.flatMap { $0.scheme == nil ? nil : $0 } }
    set { string = newValue?.absoluteString }
  }

  /// The URL items.
  open var urls: [URL]? {
    get { url.map { [$0] } }
    set { url = newValue?.first }
  }

  /// An image put here by this app (images stay inside the app).
  open var image: UIImage? {
    get { privateItems.lazy.compactMap { $0["public.png"] as? UIImage }.first }
    set { privateItems = newValue.map { [["public.png": $0]] } ?? [] }
  }

  /// The images put here by this app.
  open var images: [UIImage]? {
    get { image.map { [$0] } }
    set { image = newValue?.first }
  }

  /// A colour put here by this app.
  open var color: UIColor? {
    get { privateItems.lazy.compactMap { $0["com.apple.uikit.color"] as? UIColor }.first }
    set { privateItems = newValue.map { [["com.apple.uikit.color": $0]] } ?? [] }
  }

  /// Whether there is text on the clipboard.
  open var hasStrings: Bool { !(string ?? "").isEmpty }
  /// Whether the clipboard's text is a URL.
  open var hasURLs: Bool { url != nil }
  /// Whether this app put an image here.
  open var hasImages: Bool { image != nil }
  /// Whether this app put a colour here.
  open var hasColors: Bool { color != nil }
  /// How many items there are: the text, or what this app put here.
  open var numberOfItems: Int { privateItems.isEmpty ? (hasStrings ? 1 : 0) : privateItems.count }

  /// The items, as type → value dictionaries; text under `public.utf8-plain-text`.
  open var items: [[String: Any]] {
    get { privateItems.isEmpty ? (string.map { [["public.utf8-plain-text": $0]] } ?? []) : privateItems }
    set {
      if let text = newValue.first?["public.utf8-plain-text"] as? String ?? newValue.first?["public.plain-text"] as? String {
        string = text
      } else {
        privateItems = newValue
      }
    }
  }

  /// Replaces the items.
  open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) { self.items = items }
  /// Adds items.
  open func addItems(_ items: [[String: Any]]) { self.items = self.items + items }
  /// Puts `value` under the type identifier `pasteboardType`.
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
  /// The value under `pasteboardType`, if any.
  open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
  /// Puts bytes under `pasteboardType` (kept inside the app unless they are UTF-8 text).
  open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
    if pasteboardType.contains("text"), let text = String(data: data, encoding: .utf8) { string = text } else {
      privateItems = [[pasteboardType: data]]
    }
  }
  /// The bytes under `pasteboardType`.
  open func data(forPasteboardType pasteboardType: String) -> Data? {
    if pasteboardType.contains("text") { return string.map { Data($0.utf8) } }
    return privateItems.first?[pasteboardType] as? Data
  }

  /// Posted when the pasteboard changes (never: other programs' copies are not watched).
  public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

  /// A pasteboard's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The clipboard every program shares.
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// Options for `setItems(_:options:)` (accepted).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
  }
}
