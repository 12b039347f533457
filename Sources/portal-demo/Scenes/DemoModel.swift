import Observation
import PortalHost
import PortalUI

/// The scenes the sidebar offers.
enum DemoScene: String, CaseIterable, Identifiable {
  case gridSheet = "Grid → sheet"
  case push = "Push"
  case staticID = "Static id"
  case group = "Group"
  case carousel = "Carousel"
  case flowingHeader = "Flowing header"
  case secondWindow = "Second window"

  var id: String { rawValue }

  var symbol: String {
    switch self {
    // One filled style, one glyph a scene: a grid, a page going forward, a star, a pile, a
    // picture among pictures, a list under its title, a window over a window.
    case .gridSheet: return "square.grid.2x2.fill"
    case .push: return "arrow.forward.circle.fill"
    case .staticID: return "star.fill"
    case .group: return "square.stack.3d.up.fill"
    case .flowingHeader: return "list.bullet.rectangle.fill"
    case .carousel: return "photo.fill.on.rectangle.fill"
    case .secondWindow: return "square.fill.on.square.fill"
    }
  }

  var summary: String {
    switch self {
    case .gridSheet: return "A card flies into a detail sheet and back to wherever it is now."
    case .push: return "The card flies into a pushed page; Back, Esc or Alt+Left flies it home."
    case .staticID: return "Seed 000: a source, a destination and a Bool binding, with a delay."
    case .group: return "Selected cards fly together, one after another, into a pile."
    case .flowingHeader: return "The large title and its accessory flow into the title strip as you scroll."
    case .carousel: return "Page through the detail; closing flies back to the card shown now."
    case .secondWindow: return "The card flies across the desktop into a second window, and home when it closes."
    }
  }
}

/// What the whole demo shares: the scene shown, the catalogue, the appearance switches.
@Observable
@MainActor
final class DemoModel {
  var scene: DemoScene = .gridSheet
  /// The appearance A chose for the session; nil follows the desktop.
  var appearanceOverride: ColorScheme? { didSet { overridesChanged() } }
  /// Reduced motion as M chose it for the session; nil follows the desktop.
  var reduceMotionOverride: Bool? { didSet { overridesChanged() } }
  /// The desktop's settings as last told (`DemoSession`).
  var desktopSettings = DesktopSettings()
  /// Told when A or M changed an override, to apply it to every window.
  @ObservationIgnored var overridesChanged: () -> Void = {}
  var debugOverlays = false
  var showsFrameTimes = false
  let frameStats = FrameStats()
  var showHelp = false
  let cards: [Card]

  /// `appearance` and `reduceMotion` given are overrides for the session; nil follows the
  /// desktop.
  init(
    cards: [Card], scene: DemoScene = .gridSheet, reduceMotion: Bool? = nil, appearance: ColorScheme? = nil,
    debugOverlays: Bool = false
  ) {
    self.cards = cards
    self.appearanceOverride = appearance
    self.scene = scene
    self.reduceMotionOverride = reduceMotion
    self.debugOverlays = debugOverlays
  }

  /// Whether the windows show dark: the override, else the desktop's preference.
  var darkAppearance: Bool {
    appearanceOverride.map { $0 == .dark } ?? (desktopSettings.preferredAppearance == .dark)
  }

  /// Whether motion is reduced: the override, else the desktop's setting.
  var reduceMotion: Bool { reduceMotionOverride ?? desktopSettings.reduceMotion }

  /// The desktop's settings with the session's overrides applied: what the windows follow.
  func applyingOverrides(to settings: DesktopSettings) -> DesktopSettings {
    var adjusted = settings
    if let appearanceOverride { adjusted.preferredAppearance = appearanceOverride == .dark ? .dark : .light }
    if let reduceMotionOverride { adjusted.reduceMotion = reduceMotionOverride }
    return adjusted
  }
}
