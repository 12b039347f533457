/// A control for choosing one of several options.
///
/// ```swift
/// Picker("Flavour", selection: $flavour) {
///   Text("Chocolate").tag(Flavour.chocolate)
///   Text("Vanilla").tag(Flavour.vanilla)
/// }
/// Picker("People", selection: $count) {
///   ForEach(2..<100) { Text("\($0) people") }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// The options are the views of `content`, each standing for the value of its `.tag(_:)`; a
/// view made by a `ForEach` with no tag of its own stands for its element's id, so a
/// `ForEach(2..<100)` offers the numbers and `ForEach(names, id: \.self)` the names. (A view
/// with no tag outside a `ForEach` may stand for its position when the selection is an `Int`.)
/// Choosing an option writes its value to `selection`, in the binding's transaction.
///
/// How it looks is set with `.pickerStyle(_:)`: `.menu` (a button showing the current option,
/// opening a list of the options below it), `.segmented`, `.inline`, `.radioGroup`, `.wheel`,
/// `.navigationLink`, `.palette`; `.automatic` is a menu, which in a `Form` or `List` row shows
/// the title leading and the current option trailing, as on iOS. It is drawn in the tint, dims
/// and ignores input when disabled, takes focus with Tab, and answers the keyboard as its style
/// says.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerStyle) private var style
  @Environment(\.isInListRow) private var isInListRow
  @Environment(\.navigationContext) private var navigation
  @Environment(\.labelsHidden) private var labelsHidden

  /// A picker over `selection` with any view as its label.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker over `selection` with any view as its label, the label first.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  public var body: some View {
    let options = PickerOption.options(of: content)
    let current = AnyHashable(selection.wrappedValue)
    let binding = selection
    let configuration = PickerConfiguration(
      label: labelsHidden ? AnyView(EmptyView()) : AnyView(label), options: options,
      selected: options.firstIndex { $0.tag == current },
      selectedNow: { options.firstIndex { $0.tag == AnyHashable(binding.wrappedValue) } },
      select: { index in
        guard options.indices.contains(index), let value = options[index].tag.base as? SelectionValue else { return }
        binding.wrappedValue = value
      })
    return configuration.view(style: style.kind, inListRow: isInListRow, navigation: navigation)
  }
}

extension Picker where Label == Text {
  /// A picker over `selection` with a text title.
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(String(title)) }
  }
}

/// One option of a picker: the value it stands for and the view that shows it.
struct PickerOption {
  let tag: AnyHashable
  let view: AnyView

  /// The options among `content`'s views: each with its tag, or its `ForEach` element's id.
  @MainActor
  static func options(of content: some View) -> [PickerOption] {
    flattenedChildren(content).compactMap { child in
      guard let tag = explicitTag(of: child.view) ?? child.key.parts.last?.base else { return nil }
      return PickerOption(tag: tag, view: AnyView(child.view))
    }
  }

  /// The tag set on `view` with `.tag(_:)`, looking through the modifiers around it.
  @MainActor
  private static func explicitTag(of view: any View) -> AnyHashable? {
    if let tagged = view as? TagCarrying { return tagged.tag }
    if let modifier = view as? any SingleChildModifier { return explicitTag(of: modifier.content) }
    return nil
  }
}

/// What a picker style is given: the label, the options, which is selected, and how to
/// select another.
@MainActor
struct PickerConfiguration {
  let label: AnyView
  let options: [PickerOption]
  let selected: Int?
  /// The selected option as the binding holds it now (several keys may come in one frame).
  let selectedNow: () -> Int?
  let select: (Int) -> Void

  /// The view of the current option, or nothing when no option is selected.
  var currentView: AnyView { selected.map { options[$0].view } ?? AnyView(EmptyView()) }

  /// Selects the option `offset` places after the selected one (before, when negative), kept
  /// within the options.
  func step(_ offset: Int) {
    guard !options.isEmpty else { return }
    let now = selectedNow()
    let from = now ?? (offset > 0 ? -1 : options.count)
    let to = min(max(from + offset, 0), options.count - 1)
    if to != now { select(to) }
  }

  @ViewBuilder
  func view(style: PickerStyleKind, inListRow: Bool, navigation: NavigationContext?) -> some View {
    switch style {
    case .automatic, .menu:
      PickerMenu(configuration: self, inListRow: inListRow)
    case .segmented, .palette:
      PickerSegments(configuration: self)
    case .inline:
      PickerInline(configuration: self, marks: .checkmarks)
    case .radioGroup:
      PickerInline(configuration: self, marks: .radioButtons)
    case .wheel:
      PickerWheel(configuration: self)
    case .navigationLink:
      if navigation != nil {
        PickerNavigationRow(configuration: self)
      } else {
        PickerMenu(configuration: self, inListRow: inListRow)
      }
    }
  }
}
