import PortalGraphics
import PortalHost
import Testing

@testable import PortalX11

/// What the AT-SPI bridge answers from a published tree: extents on the screen at the display's
/// scale, the element under a point, and the events a change of tree sends.
@Suite struct AtspiTreeTests {
  /// A window at (100, 50) device pixels, scale 2, holding a panel with a button and a label.
  static func tree(focused: Int? = nil, checked: Bool = false, children: [Int] = [3, 4]) -> AtspiTree {
    var window = AccessibilityElement(
      id: 1, role: .frame, name: "", bounds: Rect(x: 0, y: 0, width: 400, height: 300), window: .main)
    window.children = [2]
    var panel = AccessibilityElement(
      id: 2, role: .panel, name: "", bounds: Rect(x: 10, y: 10, width: 200, height: 100), window: .main)
    panel.parent = 1
    panel.children = children
    panel.states = [.showing]
    var button = AccessibilityElement(
      id: 3, role: .checkBox, name: "Wi-Fi", bounds: Rect(x: 20, y: 30, width: 80, height: 20), window: .main)
    button.parent = 2
    button.states = checked ? [.showing, .checked] : [.showing]
    var label = AccessibilityElement(
      id: 4, role: .label, name: "On", bounds: Rect(x: 120, y: 30, width: 40, height: 20), window: .main)
    label.parent = 2
    label.states = [.showing]
    var elements = [1: window, 2: panel, 3: button, 4: label]
    if focused != nil { elements[3]?.states.insert(.focused) }
    for id in elements.keys where !children.contains(id) && id > 2 { elements[id] = nil }
    return AtspiTree(
      snapshot: AccessibilitySnapshot(revision: 1, windows: [1], elements: elements, focused: focused),
      placements: [.main: AtspiTree.Placement(origin: Point(x: 100, y: 50), scale: 2)], titles: [.main: "Settings"],
      applicationName: "Settings")
  }

  @Test func extentsAreInScreenPixelsAtTheScaleOrInTheWindowOrParent() throws {
    let tree = Self.tree()
    let button = try #require(tree.snapshot[3])
    #expect(tree.extents(of: button, coordinateType: 0) == Rect(x: 140, y: 110, width: 160, height: 40))
    #expect(tree.extents(of: button, coordinateType: 1) == Rect(x: 40, y: 60, width: 160, height: 40))
    #expect(tree.extents(of: button, coordinateType: 2) == Rect(x: 20, y: 40, width: 160, height: 40))
  }

  @Test func theElementAtAPointIsTheDeepestShowingOne() throws {
    let tree = Self.tree()
    let window = try #require(tree.snapshot[1])
    #expect(tree.element(at: Point(x: 150, y: 120), inside: window, coordinateType: 0)?.id == 3)
    #expect(tree.element(at: Point(x: 360, y: 120), inside: window, coordinateType: 0)?.id == 4)
    // Inside the panel, on neither child.
    #expect(tree.element(at: Point(x: 130, y: 75), inside: window, coordinateType: 0)?.id == 2)
    #expect(tree.element(at: Point(x: 5, y: 5), inside: window, coordinateType: 0) == nil)
  }

  @Test func aWindowIsNamedByItsTitleAndPathsNameElements() throws {
    let tree = Self.tree()
    #expect(tree.name(of: try #require(tree.snapshot[1])) == "Settings")
    #expect(tree.element(atPath: "/org/a11y/atspi/accessible/3")?.name == "Wi-Fi")
    #expect(tree.element(atPath: AtspiTree.rootPath) == nil)
    #expect(tree.element(atPath: "/org/a11y/atspi/accessible/99") == nil)
    #expect(tree.indexInParent(of: try #require(tree.snapshot[4])) == 1)
  }

  @Test func focusMovingSendsStateChangedAndFocus() {
    let application = AtspiReference(bus: ":1.5", path: AtspiTree.rootPath)
    let events = AtspiEvents.between(Self.tree(), Self.tree(focused: 3), application: application)
    #expect(events.map { "\($0.member) \($0.kind) \($0.detail1) \($0.path)" } == [
      "StateChanged focused 1 /org/a11y/atspi/accessible/3", "Focus  0 /org/a11y/atspi/accessible/3",
    ])
    #expect(AtspiEvents.between(Self.tree(focused: 3), Self.tree(focused: 3), application: application).isEmpty)
  }

  @Test func aToggledStateAndChangedChildrenAreAnnounced() {
    let application = AtspiReference(bus: ":1.5", path: AtspiTree.rootPath)
    let toggled = AtspiEvents.between(Self.tree(), Self.tree(checked: true), application: application)
    #expect(toggled.map { "\($0.member) \($0.kind) \($0.detail1)" } == ["StateChanged checked 1"])
    let removed = AtspiEvents.between(Self.tree(), Self.tree(children: [3]), application: application)
    #expect(removed == [
      AtspiEvent(
        path: "/org/a11y/atspi/accessible/2", interface: "org.a11y.atspi.Event.Object", member: "ChildrenChanged",
        kind: "remove", detail1: 1, detail2: 0,
        data: .reference(AtspiReference(bus: ":1.5", path: "/org/a11y/atspi/accessible/4")))
    ])
  }

  @Test func statesAreSentAsAtspisTwoWords() {
    let states: AccessibilityStates = [.enabled, .focused, .checkable]
    #expect(states.words.0 == (1 << 8 | 1 << 12))
    #expect(states.words.1 == 1 << (41 - 32))
  }
}
