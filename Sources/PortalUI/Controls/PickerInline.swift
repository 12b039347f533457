import PortalGraphics
import PortalHost

/// A picker as its options listed in place, one below the other: with a checkmark after the
/// selected one (`.inline`), or a radio button before each (`.radioGroup`). A click on an
/// option selects it; Up and Down move the selection while the picker has focus.
struct PickerInline: View {
  enum Marks { case checkmarks, radioButtons }

  let configuration: PickerConfiguration
  let marks: Marks
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint

  var body: some View {
    let configuration = self.configuration
    VStack(alignment: .leading, spacing: marks == .radioButtons ? 6 : 0) {
      ForEach(configuration.options.indices, id: \.self) { index in row(index) }
    }
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 6))
    .opacity(isEnabled ? 1 : 0.45)
    .onTapGesture {}
    .onKeyPressWhileFocused { key in
      switch key {
      case .up, .left: configuration.step(-1)
      case .down, .right: configuration.step(1)
      default: return false
      }
      return true
    }
  }

  @ViewBuilder
  private func row(_ index: Int) -> some View {
    let isSelected = index == configuration.selected
    let select = configuration.select
    switch marks {
    case .checkmarks:
      HStack {
        configuration.options[index].view
        Spacer(minLength: 8)
        Image(systemName: "checkmark").font(.system(size: 14, weight: .semibold)).foregroundStyle(tint)
          .opacity(isSelected ? 1 : 0)
      }
      .frame(minHeight: 32)
      .contentShape(Rectangle())
      .onClickWithoutFocus { select(index) }
    case .radioButtons:
      HStack(spacing: 8) {
        RadioMark(isSelected: isSelected)
        configuration.options[index].view
      }
      .contentShape(Rectangle())
      .onClickWithoutFocus { select(index) }
    }
  }
}

/// A radio button: a ring, filled with the tint around a white dot when selected.
struct RadioMark: View {
  let isSelected: Bool
  @Environment(\.tint) private var tint

  static let side = 18.0

  var body: some View {
    ZStack {
      if isSelected {
        Circle().fill(tint)
        Circle().fill(Color.white).frame(width: 7, height: 7)
      } else {
        Circle().fill(CheckboxBox.offFill)
        Circle().strokeBorder(ControlColors.border, lineWidth: 1)
      }
    }
    .frame(width: Self.side, height: Self.side)
  }
}
