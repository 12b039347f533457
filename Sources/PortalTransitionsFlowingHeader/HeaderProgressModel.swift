import PortalUI

/// Where the header's parts are measured, in window coordinates.
public struct HeaderGeometry: Equatable, Sendable {
  /// The title strip: the band at the top of the scroll view's frame.
  public var strip: Rect
  /// The large title in the header, where it is laid out (it moves with the scroll).
  public var titleSource: Rect?
  /// The accessory in the header, where it is laid out.
  public var accessorySource: Rect?

  public init(strip: Rect, titleSource: Rect?, accessorySource: Rect?) {
    self.strip = strip
    self.titleSource = titleSource
    self.accessorySource = accessorySource
  }
}

/// One part of the header as drawn at some progress: the size it is laid out at, where its
/// centre is, how much it is scaled about that centre, and how opaque it is.
public struct FlowingElement: Equatable, Sendable {
  public var size: Size
  public var center: Point
  public var scale: Double
  public var opacity: Double

  /// The rectangle it covers on screen.
  public var frame: Rect {
    let width = size.width * scale
    let height = size.height * scale
    return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }
}

/// Everything the views need to draw the header at one scroll position.
public struct HeaderPresentation: Equatable, Sendable {
  /// 0 with the large header showing, 1 with the title in the strip.
  public var progress: Double
  /// The flowing title (one element that moves and scales), when the title flows.
  public var title: FlowingElement?
  /// With reduced motion, the compact title that fades in over the strip while `title` fades
  /// out where it is.
  public var compactTitle: FlowingElement?
  /// The flowing accessory, when it flows.
  public var accessory: FlowingElement?
  /// Opacity and scale of an accessory that stays in the header.
  public var accessoryFade: Double
  public var subtitleOpacity: Double
  /// Opacity of the strip's bar and hairline.
  public var stripOpacity: Double
  /// Where the title and the accessory come to rest in the strip.
  public var titleDestination: Rect?
  public var accessoryDestination: Rect?

  /// The header at rest with nothing flowing.
  public static let rest = HeaderPresentation(
    progress: 0, title: nil, compactTitle: nil, accessory: nil, accessoryFade: 1, subtitleOpacity: 1,
    stripOpacity: 0, titleDestination: nil, accessoryDestination: nil)
}

/// The pure model of a flowing header: (how far the header has scrolled, where its parts are,
/// what flows, the strip's layout) → progress and every part's frame, scale and opacity.
///
/// ```swift
/// let model = HeaderProgressModel(flowing: [.title], layout: .horizontal)
/// let p = model.progress(scrolled: 25, accessoryHeight: nil)  // 0.5
/// ```
public struct HeaderProgressModel: Equatable, Sendable {
  /// The parts that flow into the strip (present in the header and wanted by both ends).
  public var flowing: Set<FlowingHeaderDisplayComponent>
  public var layout: FlowingHeaderLayout
  /// With reduced motion the title cross-fades between header and strip instead of moving.
  public var reduceMotion: Bool
  public var range: Double

  public init(
    flowing: Set<FlowingHeaderDisplayComponent>, layout: FlowingHeaderLayout = .horizontal,
    reduceMotion: Bool = false, range: Double = FlowingHeaderTokens.transitionRange
  ) {
    self.flowing = flowing
    self.layout = layout
    self.reduceMotion = reduceMotion
    self.range = range
  }

  /// The scroll distance where the flow begins: a third of the accessory's height when the
  /// accessory flows (it has to clear the strip first), else the fallback start.
  public func startOffset(accessoryHeight: Double?) -> Double {
    if flowing.contains(.accessory), let height = accessoryHeight, height > 0 {
      return height / FlowingHeaderTokens.accessoryStartDivisor
    }
    return FlowingHeaderTokens.fallbackStartOffset
  }

  /// Progress after the header has scrolled `scrolled` points up from its resting place.
  public func progress(scrolled: Double, accessoryHeight: Double?) -> Double {
    PortalHeaderCalculations.progress(
      scrollOffset: scrolled, startAt: startOffset(accessoryHeight: accessoryHeight), range: range)
  }

  /// The scroll distance at which the flow reaches `progress` (0 or 1 for a snap).
  public func scrolled(atProgress progress: Double, accessoryHeight: Double?) -> Double {
    startOffset(accessoryHeight: accessoryHeight) + range * progress
  }

  /// The strip's height for this layout.
  public var stripHeight: Double {
    layout == .vertical && flowing.contains(.accessory)
      ? FlowingHeaderTokens.verticalTitleStripHeight : FlowingHeaderTokens.titleStripHeight
  }

  /// Where the compact title and the accessory rest in `strip`: centred together, side by
  /// side (`.horizontal`) or stacked (`.vertical`). The compact title is the large one scaled
  /// by the ratio of the two font sizes, narrowed further if the strip is too narrow.
  public func destinations(in strip: Rect, titleSource: Rect?) -> (title: Rect?, accessory: Rect?) {
    let side = FlowingHeaderTokens.titleStripAccessorySize
    let spacing = FlowingHeaderTokens.titleStripSpacing
    let hasAccessory = flowing.contains(.accessory)
    var title: Size?
    if flowing.contains(.title), let source = titleSource, source.width > 0, source.height > 0 {
      var scale = FlowingHeaderTokens.compactTitleSize / FlowingHeaderTokens.largeTitleSize
      let room = strip.width - 2 * 16 - (hasAccessory && layout == .horizontal ? side + spacing : 0)
      if source.width * scale > room, room > 0 { scale = room / source.width }
      title = Size(width: source.width * scale, height: source.height * scale)
    }
    switch (layout, title, hasAccessory) {
    case (_, nil, false):
      return (nil, nil)
    case (_, nil, true):
      return (nil, Rect(x: strip.midX - side / 2, y: strip.midY - side / 2, width: side, height: side))
    case (_, let t?, false):
      return (
        Rect(x: strip.midX - t.width / 2, y: strip.midY - t.height / 2, width: t.width, height: t.height), nil
      )
    case (.horizontal, let t?, true):
      let left = strip.midX - (side + spacing + t.width) / 2
      return (
        Rect(x: left + side + spacing, y: strip.midY - t.height / 2, width: t.width, height: t.height),
        Rect(x: left, y: strip.midY - side / 2, width: side, height: side)
      )
    case (.vertical, let t?, true):
      let top = strip.midY - (side + 2 + t.height) / 2
      return (
        Rect(x: strip.midX - t.width / 2, y: top + side + 2, width: t.width, height: t.height),
        Rect(x: strip.midX - side / 2, y: top, width: side, height: side)
      )
    }
  }

  /// The header drawn after it has scrolled `scrolled` points up from its resting place.
  ///
  /// With reduced motion, `crossFade` (0…1) is the progress the fading parts show (the
  /// title's cross-fade, the subtitle, the strip, a non-flowing accessory) while a snap
  /// dissolves between the ends; nil shows the scroll's own progress.
  public func presentation(scrolled: Double, geometry: HeaderGeometry, crossFade: Double? = nil)
    -> HeaderPresentation
  {
    let p = progress(scrolled: scrolled, accessoryHeight: geometry.accessorySource?.height)
    let fade = reduceMotion ? min(max(crossFade ?? p, 0), 1) : p
    let (titleDestination, accessoryDestination) = destinations(
      in: geometry.strip, titleSource: geometry.titleSource)
    var result = HeaderPresentation.rest
    result.progress = p
    result.subtitleOpacity = max(0, 1 - 2 * fade)
    // The strip's bar and hairline come in over the last part of the flow, so they never cut
    // through the title on its way up.
    let stripFade = min(max((fade - 0.6) / 0.4, 0), 1)
    result.stripOpacity = stripFade * stripFade * (3 - 2 * stripFade)
    result.accessoryFade = PortalHeaderCalculations.calculateAccessoryFade(progress: fade)
    result.titleDestination = titleDestination
    result.accessoryDestination = accessoryDestination
    // Side by side in the strip, the accessory above the title in the header would cross it on
    // the way: both move sideways early (eased out) and the title rises late (eased in), so the
    // accessory is beside the title before the title reaches its height.
    let apart = layout == .horizontal && titleDestination != nil && accessoryDestination != nil
      && geometry.accessorySource != nil
    let accessoryProgress = apart ? 1 - (1 - p) * (1 - p) : p  // also the title's sideways progress
    let titleRise = apart ? p * p : p
    if let source = geometry.titleSource, let destination = titleDestination {
      let finalScale = destination.height / source.height
      if reduceMotion {
        result.title = FlowingElement(size: source.size, center: source.center, scale: 1, opacity: 1 - fade)
        result.compactTitle = FlowingElement(
          size: source.size, center: destination.center, scale: finalScale, opacity: fade)
      } else {
        let across = PortalHeaderCalculations.position(
          sourceRect: source, destinationRect: destination, progress: accessoryProgress)
        let up = PortalHeaderCalculations.position(sourceRect: source, destinationRect: destination, progress: titleRise)
        result.title = FlowingElement(
          size: source.size, center: Point(x: across.x, y: up.y), scale: 1 + (finalScale - 1) * p, opacity: 1)
      }
    }
    if let source = geometry.accessorySource, let destination = accessoryDestination,
      source.width > 0, source.height > 0
    {
      // Fit, keeping the accessory's proportions: a wide image must not be squashed square.
      let finalScale = min(destination.width / source.width, destination.height / source.height)
      result.accessory = FlowingElement(
        size: source.size,
        center: PortalHeaderCalculations.position(
          sourceRect: source, destinationRect: destination, progress: accessoryProgress),
        scale: 1 + (finalScale - 1) * accessoryProgress, opacity: 1)
    }
    return result
  }
}
