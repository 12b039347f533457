import Foundation
import PortalGraphics
import PortalHost
import PortalTransitions
import PortalUI

/// `--layout-report`: lays a scene out at a window size, with no display (a headless host runs
/// the same view graph the X11 window does), and prints, as JSON lines, where everything that
/// draws landed: each text with whether it is cut, each picture, shape and colour. The tests
/// read it to check every scene at several sizes without starting an X server for each.
///
/// The first line describes the window:
/// `{"window":[0,0,W,H],"sidebar":[x,y,w,h],"scene":"grid"}`; each line after it one view:
/// `{"kind":"text","text":"Amber Ridge","frame":[...],"visible":[...],"cut":false,
/// "sidebar":false,"overflows":false}` (`text` and `cut` for texts only). `frame` is in window
/// coordinates; `visible` is the part no scroll view clips away (null when none is);
/// `overflows` says the view reaches past a scroll view along an axis that scroll view does
/// not scroll, where no one can bring it into sight.
@MainActor
enum LayoutReport {
  static func lines(scene: DemoScene, sceneName: String, size: Size, dark: Bool) throws -> [String] {
    let host = try HeadlessHost(size: size)
    let model = DemoModel(cards: Catalogue.load(), scene: scene, appearance: dark ? .dark : .light)
    host.desktopSettings = DesktopSettings(preferredAppearance: dark ? .dark : .light)
    let graph = ViewGraph(root: DemoRoot(model: model, controller: PortalController(), quit: {}), host: host)
    host.client = graph
    host.setNeedsFrame()
    // Until nothing asks for another frame: a reader's second pass, a lazy grid's cells.
    host.runUntilIdle(limit: 600)

    let window = Rect(origin: .zero, size: size)
    var sidebar: Rect?
    var views: [[String: Any]] = []
    // No clip to begin with: what reaches past the window is for the reader to find.
    walk(graph.root, clip: nil, scrollers: [], inSidebar: false, sidebar: &sidebar, into: &views)
    var text = ""
    TraceJSON.append(
      ["window": box(window), "sidebar": sidebar.map(box) ?? NSNull(), "scene": sceneName] as [String: Any],
      to: &text)
    return [text]
      + views.map { view in
        var line = ""
        TraceJSON.append(view, to: &line)
        return line
      }
  }

  /// A scroll view's frame and the axes it scrolls along.
  private typealias Scroller = (frame: Rect, axes: Axis.Set)

  private static func walk(
    _ node: Node, clip: Rect?, scrollers: [Scroller], inSidebar: Bool, sidebar: inout Rect?,
    into views: inout [[String: Any]]
  ) {
    let frame = node.windowFrame
    let inSidebar = inSidebar || node.view is Sidebar
    if node.view is Sidebar { sidebar = frame }
    var clip = clip
    var scrollers = scrollers
    if let scroller = node.view as? ScrollAxesReporting {
      // What lies inside shows only within it (the renderer clips there too).
      clip = clip?.intersection(frame) ?? frame
      scrollers.append((frame, scroller.scrollAxes))
    }
    if node.children.isEmpty {
      guard !frame.isEmpty else { return }
      let visible = clip.map(frame.intersection) ?? frame
      var view: [String: Any] = [
        "kind": kind(of: node.view), "frame": box(frame),
        "visible": visible.isEmpty ? NSNull() : box(visible),
        "sidebar": inSidebar, "overflows": scrollers.contains { overflows(frame, $0) },
      ]
      if let text = node.view as? Text {
        view["text"] = text.string
        view["cut"] = isCut(node)
      }
      views.append(view)
      return
    }
    for child in node.children {
      walk(child, clip: clip, scrollers: scrollers, inSidebar: inSidebar, sidebar: &sidebar, into: &views)
    }
  }

  /// Whether `frame` reaches past `scroller` on an axis it does not scroll along (by more than
  /// half a point, which pixel snapping may leave).
  private static func overflows(_ frame: Rect, _ scroller: Scroller) -> Bool {
    let outside = scroller.frame
    if !scroller.axes.contains(.horizontal),
      frame.minX < outside.minX - 0.5 || frame.maxX > outside.maxX + 0.5
    {
      return true
    }
    if !scroller.axes.contains(.vertical), frame.minY < outside.minY - 0.5 || frame.maxY > outside.maxY + 0.5
    {
      return true
    }
    return false
  }

  /// Whether a text shows less than all of itself: it is shorter than its lines at its width
  /// need, or narrower than its one line and held to a line limit it then reaches (Pango ends
  /// it with "…"). A text that merely wraps within its height is not cut.
  private static func isCut(_ node: Node) -> Bool {
    let frame = node.frame
    let natural = node.sizeThatFits(.unspecified)
    let atWidth = node.sizeThatFits(ProposedViewSize(width: frame.width, height: nil))
    if frame.height + 0.5 < atWidth.height { return true }
    guard frame.width + 0.5 < natural.width, let limit = node.environment.lineLimit else { return false }
    // The natural size is one line a paragraph; a text held to `limit` lines that shows that
    // many at its width may have lost the rest.
    let paragraphs = max(1, (node.view as? Text)?.string.split(separator: "\n").count ?? 1)
    let lineHeight = natural.height / Double(paragraphs)
    let lines = Int((atWidth.height / lineHeight).rounded())
    return lines >= limit
  }

  private static func kind(of view: any View) -> String {
    switch view {
    case is Text: return "text"
    case is Image: return "image"
    default:
      // The type's name without its generic arguments: `RoundedRectangle`, `Color`.
      let name = String(describing: type(of: view))
      return String(name.prefix { $0 != "<" })
    }
  }

  private static func box(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
}

/// A scroll view's axes, read through an existential (the view's content type is not known
/// where the report walks the nodes).
@MainActor
protocol ScrollAxesReporting {
  var scrollAxes: Axis.Set { get }
}

extension ScrollView: ScrollAxesReporting {
  var scrollAxes: Axis.Set { axes }
}
