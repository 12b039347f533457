/// A view that pushes a page on the enclosing `NavigationStack` when clicked (or activated with
/// Enter while focused): the page for a value, found through `navigationDestination(for:)`,
/// or a destination view given with the link. In a `List` or `Form` row the link shows a
/// chevron at its trailing edge, as on iOS.
///
/// ```swift
/// NavigationLink(value: album) { AlbumRow(album: album) }
/// NavigationLink("Settings", value: Route.settings)
/// NavigationLink("Delivery details") { AddressView(order: order) }
/// NavigationLink { MissionView(mission: mission) } label: { MissionCard(mission: mission) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  let value: AnyHashable?
  let destination: Destination?
  let label: Label
  @Environment(\.navigationContext) private var context
  @Environment(\.isInListRow) private var isInListRow
  @Environment(\.listRowSelect) private var selectRow
  @Environment(\.splitColumnTarget) private var splitColumnTarget

  /// A link showing `label` that pushes the page for `value`; a nil value makes a link that
  /// does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.value = value.map(AnyHashable.init)
    self.destination = nil
    self.label = label()
  }

  /// A link showing `label` that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.value = nil
    self.destination = destination()
    self.label = label()
  }

  /// A link showing `label` that pushes `destination` (the spelling of iOS 13–15).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.value = nil
    self.destination = destination
    self.label = label()
  }

  /// A link that pushes `destination` while `isActive` is true (the spelling of iOS 13–15).
  /// Here the binding is not followed: a click pushes the page, and the link sets it true.
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, label: label)
  }

  public var body: some View {
    let context = self.context
    let selectRow = self.selectRow
    let splitColumnTarget = self.splitColumnTarget
    let target: AnyHashable? = value ?? destination.map { AnyHashable(PushedPage(AnyView($0))) }
    return HStack(spacing: 8) {
      label
      if isInListRow {
        Spacer(minLength: 0)
        Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
      }
    }
    .contentShape(Rectangle())
    .onTapGesture {
      // In a list with a selection the link selects its row; in a split view's sidebar its
      // page goes to the next column (with a selection, only a page the link's stack knows how
      // to build); elsewhere it is pushed on the stack.
      selectRow?()
      guard let target, let context else { return }
      if let splitColumnTarget {
        if selectRow == nil || context.hasDestination(for: target) {
          splitColumnTarget.show(context.destination(for: target, at: context.depth + 1))
        }
      } else if selectRow == nil {
        context.push(target)
      }
    }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a text label that pushes the page for `value`.
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(verbatim: title) }
  }

  /// A link with a text label, from a key, that pushes the page for `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
}

extension NavigationLink where Label == Text {
  /// A link with a text label that pushes the view `destination` builds.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(verbatim: title) }
  }

  /// A link with a text label, from a key, that pushes the view `destination` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a text label that pushes `destination` (the spelling of iOS 13–15).
  public init(_ title: String, destination: Destination) {
    self.init(destination: destination) { Text(verbatim: title) }
  }

  /// A link with a text label, from a key, that pushes `destination` (iOS 13–15).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

/// A page pushed by a link that carries its destination view: it stands in the stack's path
/// like a value, equal only to itself.
struct PushedPage: Hashable {
  let page: AnyView
  private let identity = PushedPageIdentity()

  init(_ page: AnyView) { self.page = page }

  static func == (a: PushedPage, b: PushedPage) -> Bool { a.identity === b.identity }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}

private final class PushedPageIdentity: Sendable {}
