import PortalGraphics

/// The strip over a navigation stack: the top page's title centred, and a back button with
/// the previous page's title, on a translucent background with a hairline below.
struct NavigationTitleStrip: View {
  let context: NavigationContext
  let depth: Int
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let dark = colorScheme == .dark
    return ZStack {
      Text(context.titles[depth] ?? "").font(.headline).lineLimit(1)
        .padding(.horizontal, 120)
        // Titles cross-fade and drift a little, so the two never read as one smudge.
        .transition(
          .asymmetric(
            insertion: .opacity.combined(with: .offset(x: 48)),
            removal: .opacity.combined(with: .offset(x: -48)))
        )
        .id(depth)
      HStack(spacing: 0) {
        if depth > 0 {
          NavigationBackButton(title: context.titles[depth - 1] ?? "Back") {
            context.pop(toDepth: depth - 1)
          }
          .transition(.opacity)
        }
        Spacer()
      }
      .padding(.leading, 8)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background((dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xF6F6F8)).opacity(0.92))
    .overlay(alignment: .bottom) {
      (dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xD1D1D6)).frame(height: 1)
    }
  }
}

/// "‹ Previous title": pops the top page.
struct NavigationBackButton: View {
  let title: String
  let action: () -> Void
  @State private var isHovered = false

  var body: some View {
    HStack(spacing: 4) {
      Image(systemName: "chevron.left").font(.system(size: 16, weight: .semibold))
      Text(title).lineLimit(1)
    }
    .foregroundStyle(.accentColor)
    .padding(EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 10))
    .background(RoundedRectangle(cornerRadius: 8).fill(Color.accentColor.opacity(isHovered ? 0.1 : 0)))
    .contentShape(Rectangle())
    .onHover { isHovered = $0 }
    .onTapGesture(perform: action)
  }
}
