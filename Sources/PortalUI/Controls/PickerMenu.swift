import PortalGraphics
import PortalHost

/// A picker as a menu: its label, then a button showing the current option that opens the
/// list of options below it. In a list row the label is leading and the button, plain grey
/// text, trailing.
///
/// The button opens the list when clicked, or with Space or Enter while focused. In the open
/// list, Up and Down move the highlight, Enter or Space choose the highlighted option, Escape
/// or a press outside the list closes it; the pointer highlights the option it is over and a
/// click chooses it.
struct PickerMenu: View {
  let configuration: PickerConfiguration
  let inListRow: Bool
  @State private var isOpen = false
  @State private var highlighted: Int?
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    HStack(spacing: 12) {
      configuration.label
      if inListRow { Spacer(minLength: 0) }
      button
    }
    .opacity(isEnabled ? 1 : 0.45)
  }

  private var button: some View {
    let open = $isOpen
    let highlight = $highlighted
    let configuration = self.configuration
    let choose: (Int) -> Void = { index in
      configuration.select(index)
      open.wrappedValue = false
    }
    return HStack(spacing: 6) {
      configuration.currentView
      Image(systemName: "chevron.up.chevron.down").font(.system(size: 11, weight: .semibold))
    }
    .foregroundStyle(inListRow ? SystemPalette.secondaryLabel : SystemPalette.label)
    .padding(EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 8))
    .background(RoundedRectangle(cornerRadius: 8).fill(inListRow ? Color.clear : ControlColors.fill))
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
    .fixedSize()
    .contentShape(Rectangle())
    .onTapGesture {
      highlight.wrappedValue = configuration.selected
      open.wrappedValue.toggle()
    }
    .popup(isPresented: open, keys: { key in
      switch key {
      case .down, .up:
        let count = configuration.options.count
        guard count > 0 else { return true }
        let from = highlight.wrappedValue ?? (key == .down ? -1 : count)
        highlight.wrappedValue = min(max(from + (key == .down ? 1 : -1), 0), count - 1)
      case .enter, .space:
        if let index = highlight.wrappedValue { choose(index) } else { open.wrappedValue = false }
      default:
        break
      }
      return true
    }) {
      PopupOptionList(
        options: configuration.options, selected: configuration.selected, highlighted: highlight.wrappedValue,
        hover: { highlight.wrappedValue = $0 }, choose: choose)
    }
  }
}

/// The open list of a menu picker: the options in a column on a raised panel, the selected one
/// checked, the highlighted one filled with the tint.
struct PopupOptionList: View {
  let options: [PickerOption]
  let selected: Int?
  let highlighted: Int?
  let hover: (Int) -> Void
  let choose: (Int) -> Void
  @Environment(\.tint) private var tint

  static let rowHeight = 28.0
  /// Longer lists scroll, this many rows showing.
  static let visibleRows = 12

  var body: some View {
    let rows = VStack(alignment: .leading, spacing: 0) {
      ForEach(options.indices, id: \.self) { index in row(index) }
    }
    .padding(5)
    Group {
      if options.count > Self.visibleRows {
        ScrollView { rows }.frame(height: Double(Self.visibleRows) * Self.rowHeight + 10)
      } else {
        rows
      }
    }
    .background(PopupPanel())
  }

  private func row(_ index: Int) -> some View {
    let isHighlighted = index == highlighted
    let hover = self.hover
    let choose = self.choose
    return HStack(spacing: 6) {
      Image(systemName: "checkmark").font(.system(size: 12, weight: .semibold)).opacity(index == selected ? 1 : 0)
      options[index].view.lineLimit(1)
      Spacer(minLength: 0)
    }
    .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 14))
    .frame(height: Self.rowHeight)
    .foregroundStyle(isHighlighted ? Color.white : SystemPalette.label)
    .background(RoundedRectangle(cornerRadius: 6).fill(isHighlighted ? tint : Color.clear))
    .contentShape(Rectangle())
    .onHover { if $0 { hover(index) } }
    .onClickWithoutFocus { choose(index) }
  }
}

/// A popup's panel: rounded, with a thin border and a soft shadow.
struct PopupPanel: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 10)
      .fill(ControlColors.popup)
      .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(ControlColors.popupBorder, lineWidth: 1))
      .shadow(color: Color.black.opacity(0.18), radius: 8, y: 3)
  }
}
