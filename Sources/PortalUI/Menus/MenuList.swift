import PortalGraphics
import PortalHost

/// An open menu on its raised panel: items in a column, checked ones with a checkmark, the
/// highlighted one filled with the tint, a destructive one in red, disabled ones grey, each
/// item's keyboard shortcut at its trailing edge and a chevron on items opening a submenu,
/// which opens beside its item. The pointer highlights the item it is over; a click chooses it.
struct MenuList: View {
  let model: MenuModel
  @Environment(\.tint) private var tint

  static let rowHeight = 28.0
  /// Longer menus scroll, this many rows showing.
  static let visibleRows = 16

  var body: some View {
    let entries = model.entries
    // Read here so that a submenu opening or closing draws the list again, which opens or
    // closes the submenu's popup.
    let _ = model.openSubmenu
    let checks = entries.contains { entry in
      if case .item(let item) = entry { return item.isChecked != nil }
      return false
    }
    let rows = VStack(alignment: .leading, spacing: 0) {
      ForEach(entries.indices, id: \.self) { index in line(index, reservesCheck: checks) }
    }
    .padding(5)
    .frame(minWidth: 160)
    Group {
      if entries.count > Self.visibleRows {
        ScrollView { rows }.frame(height: Double(Self.visibleRows) * Self.rowHeight + 10)
      } else {
        rows
      }
    }
    .background(PopupPanel())
  }

  @ViewBuilder
  private func line(_ index: Int, reservesCheck: Bool) -> some View {
    switch model.entries[index] {
    case .divider:
      ControlColors.popupBorder.frame(height: 1).padding(.vertical, 4).padding(.horizontal, 6)
    case .header(let title):
      HStack(spacing: 0) {
        title.lineLimit(1)
        Spacer(minLength: 0)
      }
      .font(.system(size: 11, weight: .semibold))
      .foregroundStyle(SystemPalette.secondaryLabel)
      .padding(EdgeInsets(top: 6, leading: 10, bottom: 2, trailing: 14))
    case .item(let item):
      row(index, item: item, isSubmenu: false, reservesCheck: reservesCheck)
    case .submenu(let item, _):
      let model = self.model
      row(index, item: item, isSubmenu: true, reservesCheck: reservesCheck)
        .popup(
          isPresented: Binding(
            get: { model.openSubmenu == index }, set: { if !$0, model.openSubmenu == index { model.closeSubmenu() } }),
          placement: .beside, keys: { key in model.submenu?.handleKey(key) ?? false }
        ) {
          if let submenu = model.submenu { MenuList(model: submenu) }
        }
    }
  }

  private func row(_ index: Int, item: MenuItem, isSubmenu: Bool, reservesCheck: Bool) -> some View {
    let isHighlighted = index == model.highlighted && item.isEnabled
    let model = self.model
    let colour: Color =
      isHighlighted ? .white
      : !item.isEnabled ? SystemPalette.tertiaryLabel
      : item.role == .destructive ? .red : SystemPalette.label
    return HStack(spacing: 6) {
      if reservesCheck {
        Image(systemName: "checkmark").font(.system(size: 12, weight: .semibold))
          .opacity(item.isChecked == true ? 1 : 0)
      }
      item.label.lineLimit(1)
      Spacer(minLength: 16)
      if let shortcut = item.shortcut {
        Text(shortcut.displayName).font(.system(size: 12))
          .foregroundStyle(isHighlighted ? Color.white : SystemPalette.secondaryLabel)
      }
      if isSubmenu {
        Image(systemName: "chevron.right").font(.system(size: 11, weight: .semibold))
      }
    }
    .padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 10))
    .frame(height: Self.rowHeight)
    .foregroundStyle(colour)
    .background(RoundedRectangle(cornerRadius: 6).fill(isHighlighted ? tint : Color.clear))
    .contentShape(Rectangle())
    .onHover { if $0 { model.hover(index) } }
    .onClickWithoutFocus { model.activate(index) }
  }
}
