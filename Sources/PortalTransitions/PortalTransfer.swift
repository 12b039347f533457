import PortalUI

/// Transfers: a paging detail view makes another item the active portal without a flight, so
/// the dismissal flies back to the item shown now, not the one first opened.
extension PortalController {
  /// Makes `newID` the active portal in place of `oldID`, without a flight. A flight of
  /// `oldID` under way ends at once (with its `transitionEnded` event and its completion).
  /// Item transitions pick the transfer up when their item changes; `id:` transitions when
  /// they next fly back.
  public func transferActivePortal(from oldID: String, to newID: String, in namespace: String? = nil) {
    let old = PortalKey(namespace: namespace, id: oldID)
    let new = PortalKey(namespace: namespace, id: newID)
    guard old != new else { return }
    // A portal transferred to `old` earlier now leads on to `new`.
    for (from, to) in transfers where to == old { transfers[from] = new }
    transfers[old] = new
    transfers[new] = nil
    activity.transfer(from: old, to: new)
    if let flight = flight(old) {
      end(flight)
    }
    registry.setHidden(false, old, .source)
    registry.setHidden(false, old, .destination)
  }

  /// The item form of `transferActivePortal(from:to:)`.
  public func transferActivePortal<Item: Identifiable>(fromItem: Item, toItem: Item, in namespace: String? = nil) {
    transferActivePortal(from: "\(fromItem.id)", to: "\(toItem.id)", in: namespace)
  }

  /// True (once) when a change from `old` to `new` was announced as a transfer.
  func consumeTransfer(from old: PortalKey, to new: PortalKey) -> Bool {
    guard transfers[old] == new else { return false }
    transfers[old] = nil
    return true
  }

  /// The key a flight of `key` uses: a return flight goes to the portal that `key` was
  /// transferred to, and uses the transfer up; a forward flight opens `key` afresh.
  func resolveTransfer(_ key: PortalKey, active: Bool) -> PortalKey {
    guard let target = transfers.removeValue(forKey: key) else { return key }
    if active { return key }
    for (from, to) in transfers where to == target { transfers[from] = nil }
    return target
  }
}
