import CGio
import PortalHost

/// One AT-SPI event signal: `(siiva{sv})` — the event's detail name, two integers, a value,
/// and no properties — sent from the object it concerns.
struct AtspiEvent: Equatable {
  enum Data: Equatable {
    case int(Int)
    case reference(AtspiReference)
  }

  let path: String
  let interface: String
  let member: String
  let kind: String
  let detail1: Int
  let detail2: Int
  let data: Data

  func arguments() -> OpaquePointer {
    let value: OpaquePointer
    switch data {
    case .int(let number): value = GVariantValues.int32(number)
    case .reference(let reference): value = GVariantValues.reference(reference)
    }
    return GVariantValues.tuple([
      GVariantValues.string(kind), GVariantValues.int32(detail1), GVariantValues.int32(detail2),
      GVariantValues.variant(value), GVariantValues.array("{sv}", []),
    ])
  }
}

/// The events a change of tree makes, as screen readers listen for them: focus moving
/// (`Object:StateChanged:focused` and `Focus:Focus`), states a person toggles (checked,
/// selected), and children added and removed (`Object:ChildrenChanged`).
enum AtspiEvents {
  static func between(_ old: AtspiTree, _ new: AtspiTree, application: AtspiReference) -> [AtspiEvent] {
    var events: [AtspiEvent] = []
    let bus = application.bus
    func reference(_ id: Int) -> AtspiReference { AtspiReference(bus: bus, path: AtspiTree.path(of: id)) }
    func stateChanged(_ id: Int, _ name: String, _ on: Bool) -> AtspiEvent {
      AtspiEvent(
        path: AtspiTree.path(of: id), interface: "org.a11y.atspi.Event.Object", member: "StateChanged", kind: name,
        detail1: on ? 1 : 0, detail2: 0, data: .int(0))
    }
    func childrenChanged(_ parentPath: String, _ kind: String, _ index: Int, _ child: Int) -> AtspiEvent {
      AtspiEvent(
        path: parentPath, interface: "org.a11y.atspi.Event.Object", member: "ChildrenChanged", kind: kind,
        detail1: index, detail2: 0, data: .reference(reference(child)))
    }
    // Children: the windows under the application, and every element's.
    func compare(_ parentPath: String, _ before: [Int], _ after: [Int]) {
      guard before != after else { return }
      let kept = Set(after)
      for (index, id) in before.enumerated().reversed() where !kept.contains(id) {
        events.append(childrenChanged(parentPath, "remove", index, id))
      }
      let had = Set(before)
      for (index, id) in after.enumerated() where !had.contains(id) {
        events.append(childrenChanged(parentPath, "add", index, id))
      }
    }
    compare(AtspiTree.rootPath, old.snapshot.windows, new.snapshot.windows)
    for (id, element) in new.snapshot.elements {
      guard let before = old.snapshot[id] else { continue }
      compare(AtspiTree.path(of: id), before.children, element.children)
      for (state, name) in [(AccessibilityStates.checked, "checked"), (.selected, "selected"), (.sensitive, "sensitive")]
      where before.states.contains(state) != element.states.contains(state) {
        events.append(stateChanged(id, name, element.states.contains(state)))
      }
    }
    // Focus last, once the elements it names are announced.
    if old.snapshot.focused != new.snapshot.focused {
      if let lost = old.snapshot.focused, new.snapshot[lost] != nil { events.append(stateChanged(lost, "focused", false)) }
      if let gained = new.snapshot.focused {
        events.append(stateChanged(gained, "focused", true))
        events.append(
          AtspiEvent(
            path: AtspiTree.path(of: gained), interface: "org.a11y.atspi.Event.Focus", member: "Focus", kind: "",
            detail1: 0, detail2: 0, data: .int(0)))
      }
    }
    return events
  }
}
