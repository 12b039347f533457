import PortalGraphics
import PortalHost

/// A picker's wheel in its desktop form: five rows, the selected option in the middle on a
/// grey band and its neighbours above and below, fading with their distance. A click on a row
/// selects its option; Up and Down move the selection while the picker has focus.
struct PickerWheel: View {
  let configuration: PickerConfiguration
  @Environment(\.isEnabled) private var isEnabled

  static let rowHeight = 32.0

  var body: some View {
    let configuration = self.configuration
    let centre = configuration.selected ?? 0
    VStack(spacing: 0) {
      ForEach(-2...2, id: \.self) { offset in row(centre + offset, distance: abs(offset)) }
    }
    .background(
      RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill).frame(height: Self.rowHeight)
    )
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
    .opacity(isEnabled ? 1 : 0.45)
    .onTapGesture {}
    .onKeyPressWhileFocused { key in
      switch key {
      case .up: configuration.step(-1)
      case .down: configuration.step(1)
      default: return false
      }
      return true
    }
  }

  @ViewBuilder
  private func row(_ index: Int, distance: Int) -> some View {
    let select = configuration.select
    if configuration.options.indices.contains(index) {
      configuration.options[index].view
        .lineLimit(1)
        .frame(maxWidth: .infinity)
        .frame(height: Self.rowHeight)
        .opacity([1, 0.55, 0.3][distance])
        .contentShape(Rectangle())
        .onClickWithoutFocus { select(index) }
    } else {
      Color.clear.frame(height: Self.rowHeight)
    }
  }
}
