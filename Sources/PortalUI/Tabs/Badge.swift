import PortalGraphics

/// A view with the badge its tab shows in a `TabView`'s tab bar (`.badge(_:)`).
struct BadgeView<Content: View>: View, SingleChildModifier, BadgeCarrying {
  let content: Content
  let badge: Text?
}

/// Views that carry a badge for their tab.
@MainActor
protocol BadgeCarrying {
  var badge: Text? { get }
}

extension View {
  /// A count shown on this view's tab in a `TabView`'s tab bar; 0 shows none. On a list row
  /// the count is accepted and not drawn here.
  ///
  /// ```swift
  /// Tab("Inbox", systemImage: "tray", value: 0) { InboxView() }.badge(unread)
  /// ```
  public func badge(_ count: Int) -> some View {
    BadgeView(content: self, badge: count == 0 ? nil : Text(verbatim: "\(count)"))
  }

  /// A text shown on this view's tab in a tab bar; nil shows none.
  public func badge(_ label: Text?) -> some View { BadgeView(content: self, badge: label) }

  /// A text, from a key, shown on this view's tab in a tab bar; nil shows none.
  public func badge(_ key: LocalizedStringKey?) -> some View { BadgeView(content: self, badge: key.map { Text($0) }) }

  /// A text shown on this view's tab in a tab bar; nil shows none.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    BadgeView(content: self, badge: label.map { Text(verbatim: String($0)) })
  }

  /// How prominent list-row badges are (iOS 17); accepted, badges on rows are not drawn here.
  public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}

/// How prominent a badge is drawn (iOS 17).
public struct BadgeProminence: Hashable, Sendable {
  let level: Int
  public static let decreased = BadgeProminence(level: 0)
  public static let standard = BadgeProminence(level: 1)
  public static let increased = BadgeProminence(level: 2)
}

/// A tab bar item's badge: white text on a red capsule at the top right of its label.
struct TabBarBadge: View {
  let text: Text

  var body: some View {
    text.font(.caption2.weight(.semibold)).foregroundStyle(Color.white)
      .padding(.horizontal, 5).padding(.vertical, 1)
      .frame(minWidth: 18)
      .background(Capsule().fill(Color.red))
  }
}
