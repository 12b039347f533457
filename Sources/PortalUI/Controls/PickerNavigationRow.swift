import PortalGraphics

/// A picker as a navigation row: the label leading, the current option and a chevron
/// trailing. A click (or Space or Enter while focused) pushes a page listing the options on the
/// enclosing `NavigationStack`; choosing one there selects it and goes back.
struct PickerNavigationRow: View {
  let configuration: PickerConfiguration
  @Environment(\.navigationContext) private var navigation
  @Environment(\.navigationPageIndex) private var pageIndex
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let configuration = self.configuration
    let navigation = self.navigation
    let pageIndex = self.pageIndex
    HStack(spacing: 8) {
      configuration.label
      Spacer(minLength: 0)
      configuration.currentView.foregroundStyle(SystemPalette.secondaryLabel)
      Image(systemName: "chevron.right").font(.system(size: 13, weight: .semibold))
        .foregroundStyle(SystemPalette.tertiaryLabel)
    }
    .contentShape(Rectangle())
    .opacity(isEnabled ? 1 : 0.45)
    .onTapGesture {
      guard let navigation else { return }
      navigation.register(PickerOptionsPage.ID.self, from: pageIndex) { _ in
        AnyView(
          PickerOptionsPage(configuration: configuration) { navigation.pop(toDepth: pageIndex) }
        )
      }
      navigation.push(PickerOptionsPage.ID(page: pageIndex))
    }
  }
}

/// The page a navigation-link picker pushes: its options as the rows of a list, the
/// selected one checked.
struct PickerOptionsPage: View {
  /// The value pushed for the page.
  struct ID: Hashable { let page: Int }

  let configuration: PickerConfiguration
  let back: () -> Void
  @Environment(\.tint) private var tint

  var body: some View {
    let configuration = self.configuration
    let back = self.back
    List {
      ForEach(configuration.options.indices, id: \.self) { index in
        HStack {
          configuration.options[index].view
          Spacer(minLength: 8)
          Image(systemName: "checkmark").font(.system(size: 14, weight: .semibold)).foregroundStyle(tint)
            .opacity(index == configuration.selected ? 1 : 0)
        }
        .contentShape(Rectangle())
        .onTapGesture {
          configuration.select(index)
          back()
        }
      }
    }
  }
}
