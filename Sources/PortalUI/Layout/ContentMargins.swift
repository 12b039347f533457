import Foundation
import PortalGraphics

/// Where `contentMargins(_:_:for:)` puts its margins, named as in SwiftUI.
public struct ContentMarginPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
  let kind: Kind

  /// A scroll view insets both its content and its indicators.
  public static let automatic = ContentMarginPlacement(kind: .automatic)
  /// A scroll view insets its content (the scrollable area grows by the margins), not its
  /// indicators.
  public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
  /// A scroll view insets its indicators' track (clear of a rounded corner, a title strip), not
  /// its content.
  public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

  var insetsContent: Bool { kind != .scrollIndicators }
  var insetsIndicators: Bool { kind != .scrollContent }
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollIndicatorMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
  /// The margins scroll views inside add around their content.
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
  /// The margins scroll views inside keep their indicators from their edges by.
  var scrollIndicatorMargins: EdgeInsets {
    get { self[ScrollIndicatorMarginsKey.self] }
    set { self[ScrollIndicatorMarginsKey.self] = newValue }
  }
}

extension EdgeInsets {
  /// These insets with `edges` taken from `other`.
  func setting(_ edges: Edge.Set, from other: EdgeInsets) -> EdgeInsets {
    var insets = self
    if edges.contains(.top) { insets.top = other.top }
    if edges.contains(.leading) { insets.leading = other.leading }
    if edges.contains(.bottom) { insets.bottom = other.bottom }
    if edges.contains(.trailing) { insets.trailing = other.trailing }
    return insets
  }
}

extension View {
  /// Margins for scroll views inside this view: around their content (the scrollable area
  /// grows by them, so the first and last rows can scroll clear of an edge) and along their
  /// indicators' track, or only one of the two (`placement`). `nil` is the standard 16 points.
  ///
  /// ```swift
  /// ScrollView { Rows() }
  ///   .contentMargins(.vertical, 18, for: .scrollIndicators)   // clear of rounded corners
  /// ```
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(edges, EdgeInsets(all: Double(length ?? 16)), for: placement)
  }

  /// Margins on `edges` taken from `insets`, for scroll views inside this view.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    writingEnvironment(ContentMarginsWrite(edges: edges, insets: insets, placement: placement))
  }

  /// The same margins on every edge, for scroll views inside this view.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }
}

/// The margins a `.contentMargins` sets, as data.
struct ContentMarginsWrite: EnvironmentChange {
  let edges: Edge.Set
  let insets: EdgeInsets
  let placement: ContentMarginPlacement

  func apply(to environment: inout EnvironmentValues) {
    if placement.insetsContent {
      environment.scrollContentMargins = environment.scrollContentMargins.setting(edges, from: insets)
    }
    if placement.insetsIndicators {
      environment.scrollIndicatorMargins = environment.scrollIndicatorMargins.setting(edges, from: insets)
    }
  }
}
