import Foundation
import PortalGraphics
import PortalHost

/// A view laid out and drawn once off screen, while the app is idle, before it first appears
/// (`.prewarm { … }`).
///
/// A view's first appearance costs far more than its later ones: the Swift runtime meets its
/// types for the first time (generic metadata, protocol conformance searches), fontconfig
/// matches the fonts its text asks for, pictures are decoded and scaled, symbols are built.
/// A second appearance finds all of that cached. A rehearsal pays those costs ahead, in a graph
/// of its own on an off-screen surface of the size the view will have, sharing the text
/// layouts, shadows and scaled pictures of the graph it rehearses for.
///
/// A rehearsal runs none of the app's code but the views' bodies, which are free of side
/// effects: no `onAppear`, `task`, `onChange`, preference or scroll-geometry action, no layout
/// report to a portal or a flowing header, no frame participant, no window opened. Its state is
/// thrown away; the view appears later with state of its own.
///
/// It is done in pieces, each one idle turn of the host (input is read between them):
/// evaluating the views, laying them out (which starts decoding their pictures on another
/// thread; each view type's comparison is learned then too), waiting a few milliseconds at a
/// time for the pictures, drawing them. The app's views' bodies must be free of side effects,
/// as SwiftUI asks of them: they run here too.
@MainActor
final class Rehearsal {
  private let view: any View
  private let environment: EnvironmentValues
  private let size: Size
  private weak var rehearsed: ViewGraph?
  private var host: HeadlessHost?
  private var graph: ViewGraph?
  private var step = Step.evaluate

  private enum Step { case evaluate, layOut, awaitPictures, draw, done }
  /// When the rehearsal started waiting for its pictures.
  private var waitingSince: Date?

  init(view: any View, environment: EnvironmentValues, size: Size, for rehearsed: ViewGraph) {
    self.view = view
    self.environment = environment
    self.size = size
    self.rehearsed = rehearsed
  }

  /// The graph the views are rehearsed for, while it lives.
  var rehearsedGraph: ViewGraph? { rehearsed }

  /// Whether every piece has been done (or the graph rehearsed for is gone).
  var isDone: Bool { step == .done }

  /// Does the next piece.
  func performNextStep() {
    guard let rehearsed else {
      step = .done
      return
    }
    switch step {
    case .evaluate:
      do {
        let host = try HeadlessHost(size: size, scale: rehearsed.surface.scale)
        self.host = host
        graph = ViewGraph(
          rootView: view, host: host, windowID: .main, surface: host.main, owner: nil, environment: environment,
          rehearsingFor: rehearsed)
        step = .layOut
      } catch {
        // No memory for the off-screen surface: the view appears unrehearsed, as it would
        // without `.prewarm`.
        step = .done
      }
    case .layOut:
      graph?.update()
      // When the views appear, a parent evaluated again compares what it hands its children
      // with what they have (the first layouts of a flowing header, a lazy stack's rows):
      // finding how to compare each type walks its fields and searches conformances, once per
      // type (and an environment value's type, whether it is `Equatable`). A rehearsal builds
      // its views only once and never compares them, so it learns those answers here.
      graph?.learnComparisons()
      step = .awaitPictures
    case .awaitPictures:
      // A picture still decoding would block the draw: wait for it a slice at a time, input
      // read between slices, and draw anyway after two seconds (a stuck file).
      let now = Date()
      let since = waitingSince ?? now
      waitingSince = since
      if ImageResources.decodesFinished(waitingUntil: now + 0.004) || now.timeIntervalSince(since) > 2 {
        step = .draw
      }
    case .draw:
      if let graph {
        // Pictures and shadows drawn here are drawn the same way when the views appear: kept
        // now, and over what an animation keeps meanwhile.
        graph.scaledImages.keepsFirstSightings = true
        graph.shadowMasks.protectsNewMasks = true
        graph.drawWhole(into: graph.surface.bitmap, usingRetainedLayers: false)
        graph.scaledImages.keepsFirstSightings = false
        graph.shadowMasks.protectsNewMasks = false
      }
      finish()
    case .done:
      break
    }
  }

  /// Lets go of the graph and its surface.
  private func finish() {
    graph?.root.detach()
    graph = nil
    host = nil
    step = .done
  }
}

extension ViewGraph {
  /// Queues `views` (each flattened from a view list: a `ForEach`'s rows, a builder's views)
  /// to be rehearsed one by one at `size` in `environment` while the host is idle, for
  /// `window`'s graph (this one, or a window it opened), whose caches they fill. Returns
  /// whether they were queued: not in a rehearsal, nor at no size.
  func scheduleRehearsals(of views: any View, environment: EnvironmentValues, size: Size, for window: ViewGraph) -> Bool {
    guard !isRehearsal, !window.isRehearsal, size.width > 0, size.height > 0 else { return false }
    for child in flattenedChildren(views) {
      rehearsals.append(Rehearsal(view: child.view, environment: environment, size: size, for: window))
    }
    return true
  }

  /// Idle time: one piece of the first rehearsal waiting, when nothing moves or waits to be
  /// drawn (a piece takes up to tens of milliseconds: it would delay a frame that shows
  /// something).
  public func performIdleWork(for host: any AppHost) -> Bool {
    guard let rehearsal = rehearsals.first else { return false }
    guard isAtRest, !hasWorkForNextFrame else { return false }
    rehearsal.performNextStep()
    if rehearsal.isDone {
      rehearsals.removeFirst()
      // The window's own views are compared when they next change (the first scene switch
      // compares all that the root hands on, its children and their environments): once the
      // rehearsals are done, that is learnt too, as a rehearsal learns its own.
      if rehearsals.isEmpty { rehearsal.rehearsedGraph?.learnComparisons() }
    }
    return !rehearsals.isEmpty
  }

  /// Finds how each view type in the tree compares with a later value, and whether each
  /// environment value's type is `Equatable`, by comparing each with itself: the answers are
  /// kept (`SameValueComparator`, the runtime's conformance cache), so a later frame that
  /// compares values of these types does not search for them.
  func learnComparisons() {
    root.forEachDescendant { node in
      _ = ValueEquality.sameView(node.view, node.view)
      node.environment.learnComparisons()
    }
  }
}
