import Foundation
import PortalGraphics

/// One element of an accessibility tree: a window, a control, a text, a container, as an
/// assistive technology sees it. Pure data, so a snapshot can be read on another thread.
public struct AccessibilityElement: Hashable, Sendable {
  /// Stable while the view it describes stays in the tree; never reused within a process.
  public let id: Int
  public var role: AccessibilityRole
  /// What a screen reader says the element is called (a button's label).
  public var name: String
  /// What activating it does (`.accessibilityHint`).
  public var description: String = ""
  /// Its value (a slider's position, a field's text), when it has one.
  public var value: String?
  /// The name tests find it by (`.accessibilityIdentifier`): AT-SPI's accessible id.
  public var identifier: String?
  public var states: AccessibilityStates = []
  /// Its frame in its window, in logical pixels (points).
  public var bounds: Rect
  /// The window it is in.
  public var window: HostWindowID
  /// The names of the actions it offers, in order ("click", then named actions).
  public var actions: [String] = []
  /// Its children's ids, in reading order.
  public var children: [Int] = []
  /// Its parent's id; nil for a window (whose parent is the application).
  public var parent: Int?
  /// The characters it shows, for text and text fields.
  public var text: String?

  public init(id: Int, role: AccessibilityRole, name: String, bounds: Rect, window: HostWindowID) {
    self.id = id
    self.role = role
    self.name = name
    self.bounds = bounds
    self.window = window
  }
}

/// The accessibility tree of an app's windows at one moment: each window an element of role
/// frame, its views below it. Made on the main thread and read anywhere.
public struct AccessibilitySnapshot: Sendable {
  /// Changes whenever the tree may differ from the last snapshot.
  public var revision: Int
  /// The windows' elements, main window first.
  public var windows: [Int]
  public var elements: [Int: AccessibilityElement]
  /// The element with keyboard focus.
  public var focused: Int?

  public init(revision: Int = 0, windows: [Int] = [], elements: [Int: AccessibilityElement] = [:], focused: Int? = nil) {
    self.revision = revision
    self.windows = windows
    self.elements = elements
    self.focused = focused
  }

  public subscript(id: Int) -> AccessibilityElement? { elements[id] }

  /// Every element in reading order (depth first), with its depth below its window.
  public func walk(_ body: (AccessibilityElement, Int) -> Void) {
    func visit(_ id: Int, _ depth: Int) {
      guard let element = elements[id] else { return }
      body(element, depth)
      for child in element.children { visit(child, depth + 1) }
    }
    for window in windows { visit(window, 0) }
  }

  /// The first element, in reading order, that satisfies `condition`.
  public func first(where condition: (AccessibilityElement) -> Bool) -> AccessibilityElement? {
    var found: AccessibilityElement?
    walk { element, _ in if found == nil, condition(element) { found = element } }
    return found
  }

  /// The tree as indented text, one element a line: role, quoted name, value, id, states and
  /// bounds (`x,y wxh` in window points). What a screen reader is told, for a person to read.
  public func textReport() -> String {
    var lines: [String] = []
    walk { element, depth in
      var line = String(repeating: "  ", count: depth) + element.role.name
      line += " \"" + element.name + "\""
      if let value = element.value { line += " value=\"" + value + "\"" }
      if let identifier = element.identifier { line += " id=" + identifier }
      if !element.description.isEmpty { line += " hint=\"" + element.description + "\"" }
      if !element.actions.isEmpty { line += " actions=" + element.actions.joined(separator: ",") }
      line += " [" + element.states.names.joined(separator: " ") + "]"
      let b = element.bounds
      line += " " + Self.number(b.origin.x) + "," + Self.number(b.origin.y) + " " + Self.number(b.size.width) + "x"
        + Self.number(b.size.height)
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }
}
