import PortalGraphics
import PortalHost

/// What an alert or confirmation dialog shows: a title, a message and its buttons, in the
/// shape of a GTK 4 (libadwaita) alert dialog. Its card, backdrop and modality are the
/// presentation layer's (`SheetLayer.Style.dialog`).
///
/// Buttons sit in a row when two fit side by side, the cancel button leading (the desktop's
/// order); else in a column, the cancel button last. The default button (see
/// `AlertAction.defaultIndex`) is filled with the accent colour unless it cancels, a
/// destructive one with red.
/// Enter runs the default button, Escape the cancel button; either, or a click on a button,
/// then dismisses the dialog.
struct AlertDialog: View {
  let title: Text?
  let message: AnyView?
  let actions: [AlertAction]
  /// A confirmation dialog: buttons always in a column.
  var stacksButtons = false
  @Environment(\.dismiss) private var dismiss

  static let width = 320.0

  private var ordered: [AlertAction] {
    let cancels = actions.filter { $0.role?.cancels == true }
    let others = actions.filter { $0.role?.cancels != true }
    return inRow ? cancels + others : others + cancels
  }

  private var inRow: Bool { !stacksButtons && actions.count <= 2 }

  var body: some View {
    let ordered = self.ordered
    let defaultIndex = AlertAction.defaultIndex(in: ordered)
    VStack(spacing: 0) {
      if title != nil || message != nil {
        VStack(spacing: 10) {
          if let title { title.font(.headline).multilineTextAlignment(.center) }
          if let message { message.font(.body).foregroundStyle(.secondary).multilineTextAlignment(.center) }
        }
        .frame(maxWidth: .infinity)
        .padding(EdgeInsets(top: 24, leading: 24, bottom: 20, trailing: 24))
      }
      if inRow {
        HStack(spacing: 12) {
          ForEach(ordered.indices, id: \.self) { index in
            AlertButton(action: ordered[index], isDefault: index == defaultIndex, run: run)
          }
        }
        .padding(EdgeInsets(top: title == nil && message == nil ? 24 : 4, leading: 24, bottom: 24, trailing: 24))
      } else {
        VStack(spacing: 12) {
          ForEach(ordered.indices, id: \.self) { index in
            AlertButton(action: ordered[index], isDefault: index == defaultIndex, run: run)
          }
        }
        .padding(EdgeInsets(top: title == nil && message == nil ? 24 : 4, leading: 24, bottom: 24, trailing: 24))
      }
    }
    .frame(width: Self.width)
    .onKeyPress { key in
      switch key {
      case .escape:
        run(AlertAction.cancelIndex(in: ordered).map { ordered[$0] })
        return true
      case .enter:
        guard let defaultIndex else { return true }
        run(ordered[defaultIndex])
        return true
      default:
        return false
      }
    }
  }

  /// Runs `action`'s action (none: only dismisses), then dismisses the dialog.
  private func run(_ action: AlertAction?) {
    action?.action?()
    dismiss()
  }
}

/// One of an alert's buttons: its label centred on a rounded plate that fills its share of
/// the row, neutral grey, the accent colour for the default button, red for a destructive one.
private struct AlertButton: View {
  let action: AlertAction
  let isDefault: Bool
  let run: (AlertAction?) -> Void
  @State private var isHovered = false
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.tint) private var tint

  var body: some View {
    if action.action == nil {
      action.label
    } else {
      action.label
        .font(.body.weight(.semibold))
        .foregroundStyle(filled ? Color.white : Color.primary)
        .lineLimit(1)
        .frame(maxWidth: .infinity)
        .padding(EdgeInsets(top: 9, leading: 12, bottom: 9, trailing: 12))
        .background(RoundedRectangle(cornerRadius: 9).fill(plate))
        .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 9))
        .onHover { isHovered = $0 }
        .onTapGesture { run(action) }
    }
  }

  /// The default button is filled only when it does something: a cancel button Enter falls
  /// back to stays neutral.
  private var filled: Bool { (isDefault && action.role?.cancels != true) || action.role == .destructive }

  private var plate: Color {
    let base: Color
    if action.role == .destructive {
      base = Color(hex: 0xE01B24)
    } else if filled {
      base = tint
    } else {
      base = colorScheme == .dark ? Color.white.opacity(0.1) : Color.black.opacity(0.08)
    }
    guard isHovered else { return base }
    return filled ? base.interpolated(to: .black, 0.1) : base.opacity(base.alpha * 1.6)
  }
}
