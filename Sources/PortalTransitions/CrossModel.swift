import Observation
import PortalUI

/// The portal model of a `PortalContainer`, placed in its environment as the original library
/// places its own, so ported code reads it the same way:
///
/// ```swift
/// @Environment(CrossModel.self) private var portalModel
/// …
/// .onChange(of: selection) { old, new in
///   portalModel.transferActivePortal(fromItem: old, toItem: new, in: namespace)
/// }
/// ```
///
/// It fronts the container's `PortalController`, which keeps the registry of ends and the
/// flights; the original's per-portal `info` records have no counterpart here.
@Observable
@MainActor
public final class CrossModel: Hashable {
  /// The engine this model speaks for.
  @ObservationIgnored public let controller: PortalController

  /// A model with an engine of its own.
  public init() { controller = PortalController() }

  /// A model fronting an existing engine.
  public init(controller: PortalController) { self.controller = controller }

  /// Makes the portal of `toID` the active one in place of `fromID`, without a flight, so the
  /// dismissal flies back to `toID`'s source (a paging detail view showing another item).
  public func transferActivePortal<ID: Hashable>(from fromID: ID, to toID: ID, in namespace: Namespace.ID) {
    controller.transferActivePortal(from: "\(fromID)", to: "\(toID)", in: namespace.portalNamespace)
  }

  /// The item form of `transferActivePortal(from:to:in:)`.
  public func transferActivePortal<Item: Identifiable>(fromItem: Item, toItem: Item, in namespace: Namespace.ID) {
    transferActivePortal(from: fromItem.id, to: toItem.id, in: namespace)
  }

  /// Portal 5.x's spelling, for ids that are not scoped by a namespace.
  public func transferActivePortal(from fromID: String, to toID: String) {
    controller.transferActivePortal(from: fromID, to: toID, in: nil)
  }

  nonisolated public static func == (lhs: CrossModel, rhs: CrossModel) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
