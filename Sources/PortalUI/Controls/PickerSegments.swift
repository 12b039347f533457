import PortalGraphics
import PortalHost

/// A picker as a segmented control: the options side by side in equal segments on a grey
/// track, the selected one filled with the tint. A click on a segment selects it; Left and
/// Right move the selection while the control has focus.
struct PickerSegments: View {
  let configuration: PickerConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint

  var body: some View {
    let configuration = self.configuration
    HStack(spacing: 0) {
      ForEach(configuration.options.indices, id: \.self) { index in segment(index) }
    }
    .padding(2)
    .background(RoundedRectangle(cornerRadius: 9).fill(ControlColors.fill))
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 9))
    .opacity(isEnabled ? 1 : 0.45)
    .onTapGesture {}
    .onKeyPressWhileFocused { key in
      switch key {
      case .left, .up: configuration.step(-1)
      case .right, .down: configuration.step(1)
      default: return false
      }
      return true
    }
  }

  private func segment(_ index: Int) -> some View {
    let isSelected = index == configuration.selected
    let select = configuration.select
    return configuration.options[index].view
      .lineLimit(1)
      .foregroundStyle(isSelected ? Color.white : SystemPalette.label)
      .padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
      .frame(maxWidth: .infinity)
      .background(RoundedRectangle(cornerRadius: 7).fill(isSelected ? tint : Color.clear))
      .contentShape(Rectangle())
      .onClickWithoutFocus { select(index) }
  }
}
