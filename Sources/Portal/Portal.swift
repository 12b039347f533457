// `import Portal`: the transitions under the module name of Portal 1.x–4.x, so an app written
// against one of those releases keeps its imports. Everything of `PortalTransitions` is here,
// with the spellings of those releases that it does not carry itself; where a call could be
// read as more than one release's spelling, the latest of 1.x–4.x is chosen, with its own
// defaults.
@_exported import PortalTransitions
import PortalUI

/// Portal 2.0–4.x's view that marks its content as one end of the portal `id`: the source
/// (`source: true`, the default) or the destination. The same as `.portal(id:_:)`.
///
/// ```swift
/// Portal(id: "card") { CardArt() }
/// Portal(id: "card", source: false) { LargeCardArt() }
/// ```
public struct Portal<Content: View>: View {
  let id: String
  let source: Bool
  let content: Content

  /// Marks `content` as the source (or, with `source: false`, the destination) of `id`.
  /// `groupID` is accepted as those releases take it: ends are matched by id, and a group is
  /// named by its transition, so it changes nothing.
  public init(id: String, source: Bool = true, groupID: String? = nil, @ViewBuilder content: () -> Content) {
    self.id = id
    self.source = source
    self.content = content()
  }

  public var body: some View {
    content.portal(id: id, source ? .source : .destination)
  }
}

/// Portal 2.x's name for `Portal` on systems before iOS 17.
public typealias PortalLegacy = Portal
/// Portal 2.x's name for `PortalContainer` on systems before iOS 17.
public typealias PortalContainerLegacy = PortalContainer
/// Portal 2.1–4.x's name for the `PortalContainer` that takes a model.
public typealias PortalContainerModern = PortalContainer
/// Portal 2.x's name for the model on systems before iOS 17.
public typealias CrossModelLegacy = CrossModel

extension View {
  /// Portal 2.1–4.x: marks this view as one end of the portal `id`, a member of the group
  /// `groupID` (accepted as written; ends are matched by id).
  public func portal(id: String, _ role: PortalRole, groupID: String) -> some View {
    portal(id: id, role)
  }

  /// Portal 2.1–4.x: marks this view as one end of the portal of `item`, a member of the group
  /// `groupID` (accepted as written; ends are matched by id).
  public func portal<Item: Identifiable>(item: Item, _ role: PortalRole, groupID: String) -> some View {
    portal(item: item, role)
  }

  /// Portal 1.0–2.x: wraps this view in a `PortalContainer`. `hideStatusBar` is accepted as
  /// written; a desktop window has no status bar.
  public func portalContainer(hideStatusBar: Bool = true) -> some View {
    PortalContainer(hideStatusBar: hideStatusBar) { self }
  }
}
