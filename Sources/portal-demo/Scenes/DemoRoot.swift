import PortalTransitions
import PortalTransitionsFlowingHeader
import PortalUI

/// The demo window: a sidebar of scenes beside the scene itself, inside one PortalContainer.
struct DemoRoot: View {
  let model: DemoModel
  let controller: PortalController
  let quit: () -> Void
  /// Receives the flowing header's progress and snap events (for `--trace`).
  var headerTrace: (FlowingHeaderTraceEvent) -> Void = { _ in }

  var body: some View {
    PortalContainer(controller: controller) {
      HStack(spacing: 0) {
        Sidebar(model: model)
        Divider()
        ZStack {
          sceneView(model.scene)
          if model.showHelp { HelpOverlay(close: { model.showHelp = false }) }
          if model.showsFrameTimes {
            FrameTimeHUD(stats: model.frameStats).padding(14)
              .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(DemoPalette.window)
        // The other scenes are laid out and drawn off screen while the demo is idle, so that
        // switching to one for the first time costs what switching back does.
        .prewarm {
          ForEach(DemoScene.allCases.filter { $0 != model.scene }) { scene in sceneView(scene) }
        }
      }
    }
    // Buttons read at 4.5:1 on their own tint (see DemoPalette.accent).
    .tint(DemoPalette.accent)
    .environment(\.portalDebugOverlays, model.debugOverlays)
    .onFlowingHeaderTrace(headerTrace)
    .onKeyPress { key in
      switch key.character {
      case "q": quit()
      case "m": model.reduceMotionOverride = !model.reduceMotion
      case "a": model.appearanceOverride = model.darkAppearance ? .light : .dark
      case "d": model.debugOverlays.toggle()
      case "p": model.showsFrameTimes.toggle()
      case "?", "h": model.showHelp.toggle()
      case "1": model.scene = .gridSheet
      case "2": model.scene = .push
      case "3": model.scene = .staticID
      case "4": model.scene = .group
      case "5": model.scene = .carousel
      case "6": model.scene = .flowingHeader
      case "7": model.scene = .secondWindow
      default: return false
      }
      return true
    }
  }

  /// The scene shown for `scene`.
  @ViewBuilder private func sceneView(_ scene: DemoScene) -> some View {
    switch scene {
    case .gridSheet: GridSheetScene(cards: model.cards)
    case .push: PushScene(cards: Array(model.cards.prefix(24)))
    case .staticID: StaticIDScene()
    case .group: GroupScene(cards: Array(model.cards.prefix(12)))
    case .carousel: CarouselScene(cards: Array(model.cards.prefix(12)))
    case .flowingHeader: FlowingHeaderScene(cards: Array(model.cards.prefix(30)))
    case .secondWindow: SecondWindowScene(cards: Array(model.cards.prefix(9)))
    }
  }
}

struct Sidebar: View {
  let model: DemoModel

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 10) {
        Image(systemName: "sparkles").font(.system(size: 22)).foregroundStyle(Color.accentColor)
        Text("Portal").font(.title2).accessibilityAddTraits(.isHeader)
      }
      .padding(.bottom, 18)
      ForEach(DemoScene.allCases) { scene in
        SidebarRow(scene: scene, selected: model.scene == scene) { model.scene = scene }
      }
      Spacer()
      Text(model.reduceMotion ? "Reduced motion: on (M)" : "Reduced motion: off (M)")
        .font(.caption).foregroundStyle(DemoPalette.secondaryText)
      Text(model.debugOverlays ? "Debug outlines: on (D)" : "Debug outlines: off (D)")
        .font(.caption).foregroundStyle(DemoPalette.secondaryText)
      Text(model.darkAppearance ? "Appearance: dark (A)" : "Appearance: light (A)")
        .font(.caption).foregroundStyle(DemoPalette.secondaryText)
      Text("? for keys · Q quits").font(.caption).foregroundStyle(DemoPalette.secondaryText)
    }
    .padding(20)
    .frame(width: 230)
    .frame(maxHeight: .infinity, alignment: .top)
    .background(DemoPalette.sidebar)
  }
}

/// One scene's row in the sidebar. Equatable by what it shows: its action only ever selects
/// its own scene, so a scene switch evaluates again just the two rows whose selection changed
/// (a closure alone would make every row differ from its last value).
struct SidebarRow: View, Equatable {
  let scene: DemoScene
  let selected: Bool
  let action: () -> Void
  @State private var hovered = false

  nonisolated static func == (a: SidebarRow, b: SidebarRow) -> Bool { a.scene == b.scene && a.selected == b.selected }

  var body: some View {
    HStack(spacing: 10) {
      Image(systemName: scene.symbol).font(.system(size: 15))
        .foregroundStyle(selected ? Color.white : Color.accentColor)
        .frame(width: 20)
      Text(scene.rawValue).font(.system(size: 14, weight: selected ? .semibold : .regular))
        .foregroundStyle(selected ? Color.white : Color.primary)
      Spacer()
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 9)
    .background(
      RoundedRectangle(cornerRadius: 9).fill(
        selected ? Color.accentColor : (hovered ? DemoPalette.sidebarHover : DemoPalette.sidebar)))
    .contentShape(Rectangle())
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 9))
    .onHover { hovered = $0 }
    .onTapGesture(perform: action)
    // Tools find a scene's row by its case name (`scene-gridSheet`); a screen reader says which
    // scene shows.
    .accessibilityIdentifier("scene-\(scene)")
    .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
  }
}

struct HelpOverlay: View {
  let close: () -> Void
  let keys: [(String, String)] = [
    ("Click", "open a card; click outside or Esc to close"),
    ("Arrows / Enter", "move through the grid / open the card reached"),
    ("Tab / Enter", "move focus / activate"),
    ("1 – 7", "switch scenes"),
    ("Esc", "close a sheet, page or window, or send back: the cards fly home"),
    ("M", "reduced motion (dissolves instead of flights)"),
    ("D", "outline portal sources, destinations and layers"),
    ("A", "light or dark appearance"),
    ("P", "frame-time HUD"),
    ("?", "this help"),
    ("Q", "quit"),
  ]

  var body: some View {
    ZStack {
      Color.black.opacity(0.3).onTapGesture(perform: close)
      VStack(alignment: .leading, spacing: 10) {
        Text("Keys").font(.title3)
        ForEach(keys.indices, id: \.self) { index in
          HStack(spacing: 12) {
            Text(keys[index].0).font(.system(size: 13, weight: .semibold)).frame(width: 110, alignment: .leading)
            Text(keys[index].1).font(.callout).foregroundStyle(DemoPalette.bodyText)
          }
        }
      }
      .padding(24)
      .background(RoundedRectangle(cornerRadius: 18).fill(DemoPalette.surface).shadow(color: Color.black.opacity(0.2), radius: 18, y: 6))
    }
    // The topmost thing: Esc closes it before anything under it.
    .onKeyPress(.escape) {
      close()
      return true
    }
  }
}
