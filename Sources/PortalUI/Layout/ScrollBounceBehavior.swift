/// Whether a scroll view lets its content be dragged past its ends (and springs it back),
/// named as in SwiftUI.
public struct ScrollBounceBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case always, basedOnSize }
  let kind: Kind

  /// The platform's choice: here, `basedOnSize`, since a desktop pane whose content fits is
  /// usually meant to stay put.
  public static let automatic = ScrollBounceBehavior(kind: .basedOnSize)
  /// Content can always be pulled past its ends, even when it fits.
  public static let always = ScrollBounceBehavior(kind: .always)
  /// Content bounces only along an axis where it is larger than the viewport.
  public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

private struct VerticalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct HorizontalBounceKey: EnvironmentKey {
  static let defaultValue = ScrollBounceBehavior.automatic
}

extension EnvironmentValues {
  /// How scroll views inside bounce along their vertical axis.
  var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalBounceKey.self] }
    set { self[VerticalBounceKey.self] = newValue }
  }
  /// How scroll views inside bounce along their horizontal axis.
  var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalBounceKey.self] }
    set { self[HorizontalBounceKey.self] = newValue }
  }
}

extension View {
  /// How scroll views inside this view bounce along `axes` when dragged past an end.
  ///
  /// ```swift
  /// ScrollView { Rows() }.scrollBounceBehavior(.always)
  /// ```
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    writingEnvironment(ScrollBounceWrite(behavior: behavior, axes: axes))
  }
}

/// The bounce a `.scrollBounceBehavior` sets, as data.
struct ScrollBounceWrite: EnvironmentChange {
  let behavior: ScrollBounceBehavior
  let axes: Axis.Set

  func apply(to environment: inout EnvironmentValues) {
    if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
    if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
  }
}
