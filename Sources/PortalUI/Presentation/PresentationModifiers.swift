import Foundation
import PortalGraphics

/// A height a sheet can rest at (`.presentationDetents`).
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case fraction(Double)
    case height(Double)
  }

  let kind: Kind

  /// About half the window's height.
  public static let medium = PresentationDetent(kind: .fraction(0.5))
  /// The window's full height (less the sheet's margin).
  public static let large = PresentationDetent(kind: .fraction(1))

  /// A share of the window's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(Double(fraction)))
  }

  /// A fixed height, in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(Double(height)))
  }

  /// A detent whose height the app computes (`CustomPresentationDetent`).
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(kind: .height(Double(D.height(in: PresentationDetentContext(maxDetentValue: 600)) ?? 600)))
  }

  /// The sheet's height at this detent, in a window whose sheet can be at most `available`
  /// tall.
  func height(in available: Double) -> Double {
    switch kind {
    case .fraction(let fraction): return available * fraction
    case .height(let height): return height
    }
  }

  /// What a custom detent's height is computed from.
  public typealias Context = PresentationDetentContext
}

/// What a custom detent's height is computed from.
@dynamicMemberLookup
public struct PresentationDetentContext: Sendable {
  /// The tallest a sheet can be.
  public let maxDetentValue: CGFloat

  /// An environment value, as the sheet's content sees it by default.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    nonisolated(unsafe) var value: T?
    nonisolated(unsafe) let path = keyPath
    MainActor.assumeIsolated { value = EnvironmentValues()[keyPath: path] }
    return value!
  }
}

/// A detent whose height the app computes.
public protocol CustomPresentationDetent {
  static func height(in context: PresentationDetentContext) -> CGFloat?
}

/// What a sheet's content says of its presentation, kept on the sheet layer's node.
@MainActor
final class SheetPresentationTraits: NodeStateObject {
  /// Escape and a click on the backdrop do not dismiss (`.interactiveDismissDisabled()`).
  var dismissDisabled = false
  /// The height the sheet rests at, when its content gives detents.
  var detent: PresentationDetent?
}

/// Tells the sheet the view is in what its content says of the presentation.
struct SheetTraitsView<Content: View>: View, SingleChildModifier {
  let content: Content
  let apply: @MainActor (SheetPresentationTraits) -> Void

  func didUpdate(node: Node) {
    guard let layer = node.ancestry.first(where: { $0.view is SheetLayer }) else { return }
    let traits = SheetPresentationTraits.of(layer)
    let before = (traits.dismissDisabled, traits.detent)
    apply(traits)
    if before != (traits.dismissDisabled, traits.detent) { layer.invalidateSizes() }
  }
}

/// When the drag indicator of a sheet shows. Sheets here have none; the value is accepted.
public typealias PresentationDragIndicatorVisibility = Visibility

/// How a presentation adapts to a compact size (iOS 16.4). Windows here are not compact.
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the content behind a sheet takes input (iOS 16.4). Here the content behind a sheet
/// never does: sheets are modal.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled")
  }
}

/// What a scroll in a sheet does first (iOS 16.4): here it scrolls.
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a sheet is sized (iOS 18): here by its content, or its detent.
public struct PresentationSizing: Hashable, Sendable {
  let name: String
  public static let automatic = PresentationSizing(name: "automatic")
  public static let page = PresentationSizing(name: "page")
  public static let form = PresentationSizing(name: "form")
  public static let fitted = PresentationSizing(name: "fitted")
}

/// Where a popover's arrow points from (`.popover(attachmentAnchor:)`).
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

extension View {
  /// Keeps the sheet this view is in from being dismissed by Escape or a click beside it
  /// (`dismiss()` and the binding still dismiss it).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    SheetTraitsView(content: self) { $0.dismissDisabled = isDisabled }
  }

  /// The heights the sheet this view is in can rest at. Here the sheet rests at the smallest
  /// (there is no drag handle to move it between them); `.large` is the window's height.
  ///
  /// ```swift
  /// SettingsView().presentationDetents([.medium, .large])
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    let smallest = detents.min { $0.height(in: 1000) < $1.height(in: 1000) }
    return SheetTraitsView(content: self) { $0.detent = smallest }
  }

  /// The heights the sheet this view is in can rest at, resting at the one `selection` holds.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  {
    let detent = selection.wrappedValue
    return SheetTraitsView(content: self) { $0.detent = detent }
  }

  /// Accepted: sheets here have no drag indicator.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Accepted: sheets here keep their own corner radius.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

  /// Accepted: the sheet's card keeps its own background.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

  /// Accepted: the sheet's card keeps its own background.
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }

  /// Accepted: the content behind a sheet takes no input here.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    self
  }

  /// Accepted: windows here are never compact.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

  /// Accepted: windows here are never compact.
  public func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View { self }

  /// Accepted: a scroll inside a sheet scrolls.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

  /// Accepted: sheets size to their content or detent.
  public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }

  /// Shows `content` in a popover next to this view while `isPresented` is true: a panel
  /// below the view (above it when there is no room), closed by Escape or a click outside it.
  ///
  /// ```swift
  /// Button("Info") { showsInfo = true }
  ///   .popover(isPresented: $showsInfo) { Text("Version 2.1").padding() }
  /// ```
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    popup(isPresented: isPresented) { PopoverPanel(content: content()) }
  }

  /// Shows a popover for `item` while it is not nil.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return popup(isPresented: isPresented) {
      Group {
        if let value = item.wrappedValue { PopoverPanel(content: content(value)) }
      }
    }
  }

  /// Accepted: a desktop window has no haptics.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

  /// Accepted: a desktop window has no haptics.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// Accepted: a desktop window has no haptics.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
    -> some View
  { self }
}

/// A haptic or audible feedback (iOS 17). A desktop window has no haptics: accepted, not felt.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  public static let impact = SensoryFeedback(name: "impact")

  /// How strong an impact is.
  public enum Weight: Hashable, Sendable { case light, medium, heavy }
  /// How an impact feels.
  public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
}

/// A popover's panel: the content on a raised rounded surface.
struct PopoverPanel<Content: View>: View {
  let content: Content
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    content
      .background(
        RoundedRectangle(cornerRadius: 12)
          .fill(colorScheme == .dark ? Color(hex: 0x2C2C2E) : Color.white)
          .shadow(color: .black.opacity(0.22), radius: 12, y: 4))
  }
}
