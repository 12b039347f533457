import Foundation
import PortalGraphics

/// A control that shares an item. X11 has no share sheet; the nearest: a click puts the item
/// (a URL's address, or the text) on the clipboard with `xclip` or `xsel` when one is on
/// `PATH`, and otherwise hands a URL to the environment's `openURL` action (`xdg-open`). The
/// subject and message are not used.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/post/42")!)
/// ShareLink("Share quote", item: quote.text)
/// ```
public struct ShareLink<Label: View>: View {
  let item: String
  let url: URL?
  let label: Label
  @Environment(\.openURL) private var openURL
  @Environment(\.tint) private var tint

  /// A share link for `item`'s address, with any view as its label.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.item = item.absoluteString
    self.url = item
    self.label = label()
  }

  /// A share link for the text `item`, with any view as its label.
  public init<S: StringProtocol>(
    item: S, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.item = String(item)
    self.url = nil
    self.label = label()
  }

  public var body: some View {
    let (item, url, openURL) = (self.item, self.url, self.openURL)
    label.foregroundStyle(tint).onTapGesture {
      if !Clipboard.copy(item), let url { openURL(url) }
    }
  }
}

extension ShareLink where Label == PortalUI.Label<Text, Image> {
  /// A share link for `item`'s address, labelled Share with the share symbol.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      PortalUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// A share link for the text `item`, labelled Share with the share symbol.
  public init<S: StringProtocol>(item: S, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      PortalUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// A share link for the text `item`, labelled `title` with the share symbol.
  public init<S: StringProtocol, T: StringProtocol>(_ title: S, item: T, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      PortalUI.Label(title, systemImage: "square.and.arrow.up")
    }
  }

  /// A share link for `item`'s address, labelled `title` with the share symbol.
  public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      PortalUI.Label(title, systemImage: "square.and.arrow.up")
    }
  }
}

/// The X11 clipboard, reached through the common command-line tools.
enum Clipboard {
  /// Puts `text` on the clipboard with `xclip` or `xsel`; false when neither is on `PATH` or
  /// it could not run.
  static func copy(_ text: String) -> Bool {
    let tools = [("xclip", ["-selection", "clipboard"]), ("xsel", ["--clipboard", "--input"])]
    for (name, arguments) in tools {
      guard let path = ExecutableSearch.find(name) else { continue }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments
      let input = Pipe()
      process.standardInput = input
      do {
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        return true
      } catch {
        continue
      }
    }
    return false
  }
}
