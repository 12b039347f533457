import Foundation
import PortalGraphics

/// The layout of an `HStack` as a `Layout` value, to switch between layouts with `AnyLayout`
/// while the subviews keep their identity (and animate to their new places).
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Avatar(); Details() }
/// ```
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    MainActor.assumeIsolated {
      CGSize(
        StackLayout(
          axis: .horizontal, children: subviews.map(\.node), proposal: proposal, spacing: spacing.map(Double.init),
          crossAlignment: alignment.fraction
        ).size)
    }
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    MainActor.assumeIsolated {
      StackLayout(
        axis: .horizontal, children: subviews.map(\.node), proposal: ProposedViewSize(bounds.size),
        spacing: spacing.map(Double.init), crossAlignment: alignment.fraction
      ).place(in: Rect(bounds))
    }
  }
}

/// The layout of a `VStack` as a `Layout` value (see `HStackLayout`).
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    MainActor.assumeIsolated {
      CGSize(
        StackLayout(
          axis: .vertical, children: subviews.map(\.node), proposal: proposal, spacing: spacing.map(Double.init),
          crossAlignment: alignment.fraction
        ).size)
    }
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    MainActor.assumeIsolated {
      StackLayout(
        axis: .vertical, children: subviews.map(\.node), proposal: ProposedViewSize(bounds.size),
        spacing: spacing.map(Double.init), crossAlignment: alignment.fraction
      ).place(in: Rect(bounds))
    }
  }
}

/// The layout of a `ZStack` as a `Layout` value (see `HStackLayout`).
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var width = 0.0
    var height = 0.0
    for subview in subviews {
      let size = subview.sizeThatFits(proposal)
      width = max(width, Double(size.width))
      height = max(height, Double(size.height))
    }
    return CGSize(width: width, height: height)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let frame = Rect(bounds)
    for subview in subviews {
      let size = Size(subview.sizeThatFits(ProposedViewSize(frame.size)))
      let origin = alignment.origin(of: size, in: frame)
      subview.place(at: CGPoint(x: origin.x, y: origin.y), proposal: ProposedViewSize(size))
    }
  }
}

/// Any layout, its type erased: switching the layout inside keeps the container and its
/// subviews, so they move (with the transaction's animation) instead of being built anew.
public struct AnyLayout: Layout {
  private let sizing: @Sendable (ProposedViewSize, LayoutSubviews, inout Any?) -> CGSize
  private let placing: @Sendable (CGRect, ProposedViewSize, LayoutSubviews, inout Any?) -> Void

  /// `layout`, erased.
  nonisolated public init<L: Layout>(_ layout: L) {
    @Sendable func cache(_ kept: inout Any?, _ subviews: LayoutSubviews) -> L.Cache {
      if let cache = kept as? L.Cache { return cache }
      return layout.makeCache(subviews: subviews)
    }
    sizing = { proposal, subviews, kept in
      var current = cache(&kept, subviews)
      defer { kept = current }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &current)
    }
    placing = { bounds, proposal, subviews, kept in
      var current = cache(&kept, subviews)
      defer { kept = current }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &current)
    }
  }

  /// The erased layout's cache, kept only while the same layout type is inside.
  public struct Cache: @unchecked Sendable {
    var kept: Any?
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache(kept: nil) }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.kept = nil }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    sizing(proposal, subviews, &cache.kept)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    placing(bounds, proposal, subviews, &cache.kept)
  }
}
