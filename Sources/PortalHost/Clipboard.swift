/// One of the places text is copied to and pasted from.
public enum ClipboardSelection: Sendable, Hashable {
  /// What Copy and Cut put and Paste takes (X11's CLIPBOARD selection).
  case clipboard
  /// The text selected last, pasted with a middle click (X11's PRIMARY selection). Hosts
  /// without one keep it to themselves.
  case primary
}

/// The desktop's clipboard as a host offers it to views: text put on it is offered to other
/// programs until something else is copied, and text asked of it may come from any program,
/// later (another program must answer first).
@MainActor
public protocol HostClipboard: AnyObject {
  /// Offers `text` on `selection` from now on, until another program (or another call) takes
  /// it over.
  func setText(_ text: String, for selection: ClipboardSelection)
  /// Asks for the text on `selection`; `completion` runs once, with nil when there is none,
  /// it is not text, or its owner does not answer in time.
  func requestText(from selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void)
  /// The text on `selection` now, for callers that cannot wait for a callback (UIKit's
  /// `UIPasteboard.general.string`): waits at most `timeout` seconds for another program to
  /// answer, and gives nil when there is none, it is not text, or no answer came in time.
  func text(from selection: ClipboardSelection, waitingAtMost timeout: Double) -> String?
}

/// A clipboard that lives in the program alone: what a host without a desktop (the headless
/// host) offers, and what tests read and fill.
@MainActor
public final class MemoryClipboard: HostClipboard {
  /// The text on each selection.
  public var texts: [ClipboardSelection: String] = [:]

  public init() {}

  public func setText(_ text: String, for selection: ClipboardSelection) { texts[selection] = text }

  public func requestText(from selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) {
    completion(texts[selection])
  }

  public func text(from selection: ClipboardSelection, waitingAtMost timeout: Double) -> String? { texts[selection] }
}
