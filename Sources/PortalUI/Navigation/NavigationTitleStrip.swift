import PortalGraphics

/// The strip over a navigation stack: the top page's title centred, and a back button with
/// the previous page's title, on a translucent background with a hairline below.
struct NavigationTitleStrip: View {
  let context: NavigationContext
  let depth: Int
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    // Read here so that hiding the strip lays the stack out again (see `NavigationStackContainer`).
    let hidden = context.hiddenStrips.contains(depth)
    return strip.opacity(hidden ? 0 : 1).allowsHitTesting(!hidden)
  }

  private var strip: some View {
    let dark = colorScheme == .dark
    let principal = context.toolbarItems(.principal, at: depth)
    let leading = context.toolbarItems(.leading, at: depth)
    let trailing = context.toolbarItems(.trailing, at: depth)
    return ZStack {
      Group {
        if principal.isEmpty {
          Text(context.titles[depth] ?? "").font(.headline).lineLimit(1)
        } else {
          HStack(spacing: 8) { ForEach(principal.indices, id: \.self) { principal[$0].content } }
        }
      }
        // Clear of the back button and the side items when there are any; a root page with
        // none (a split view's narrow sidebar) gives its title the whole strip.
        .padding(.horizontal, depth > 0 || !leading.isEmpty || !trailing.isEmpty ? 120 : 16)
        // The old title fades out over the first half of the push and the new one in over the
        // second, each drifting a little: the two are never seen at once.
        .transition(
          .asymmetric(
            insertion: AnyTransition.handOver.combined(with: .offset(x: 48)),
            removal: AnyTransition.handOver.combined(with: .offset(x: -48)))
        )
        .id(depth)
      HStack(spacing: 0) {
        if depth > 0, !context.hiddenBackButtons.contains(depth) {
          NavigationBackButton(title: context.titles[depth - 1] ?? "Back") {
            context.pop(toDepth: depth - 1)
          }
          .transition(.opacity)
        }
        ForEach(leading.indices, id: \.self) { leading[$0].content.padding(.horizontal, 6) }
        Spacer()
        ForEach(trailing.indices, id: \.self) { trailing[$0].content.padding(.horizontal, 6) }
      }
      .tint(.accentColor)
      .padding(.horizontal, 8)
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

/// The bar along the bottom of a navigation stack's top page, holding its `.bottomBar` items;
/// it takes no room when the page has none.
struct NavigationBottomBar: View {
  let context: NavigationContext
  let depth: Int
  @Environment(\.colorScheme) private var colorScheme

  static let height = 48.0

  var body: some View {
    let items = context.toolbarItems(.bottom, at: depth)
    let dark = colorScheme == .dark
    return VStack(spacing: 0) {
      Spacer(minLength: 0).allowsHitTesting(false)
      if !items.isEmpty {
        HStack(spacing: 16) {
          ForEach(items.indices, id: \.self) { index in
            if index > 0 { Spacer(minLength: 0) }
            items[index].content
          }
          if items.count == 1 { Spacer(minLength: 0) }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background((dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xF6F6F8)).opacity(0.92))
        .overlay(alignment: .top) { (dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xD1D1D6)).frame(height: 1) }
      }
    }
  }
}
