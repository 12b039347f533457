import PortalTransitions
import PortalUI

/// Scene 3: seed 000 as written: `portalSource(id:)`, `portalDestination(id:)`, an `animate:`
/// binding, an animation, its duration and a delay.
struct StaticIDScene: View {
  @State private var isShowingDetail = false

  /// The source's column: as wide as the longer label either way, so the column (and the
  /// destination beside it) stays where it is when the label changes.
  private static let labelWidth = 160.0

  /// How much the badge, its column, the box and the room between them grow in a scene `size`
  /// big: in steps of 16 points of the box, so the box stays on whole points and so does the
  /// badge that lands in it (260 of its 320).
  static func growth(for size: CGSize) -> Double {
    // The heading and the padding (144 points) do not grow; the box (320) does.
    let factor = SceneGrowth.factor(for: size, baseHeight: 144 + 320, fixedHeight: 144, maximum: 1.6)
    return SceneGrowth.grown(320, by: factor, step: 16) / 320
  }

  var body: some View {
    GeometryReader { proxy in
      // The destination's box is 320 points where there is room, and shrinks (with the badge
      // in it) to fit beside the source in a narrow window; in a window wider than 1280
      // points the badge, the box and the room between them grow together (see SceneGrowth).
      let growth = Self.growth(for: proxy.size)
      let labelWidth = Self.labelWidth * growth
      let spacing = proxy.size.width >= 56 + Self.labelWidth + 80 + 320 ? 80 * growth : 24.0
      let side = min(320 * growth, max(140, proxy.size.width - 56 - labelWidth - spacing))
      let badge = (96 * growth).rounded()
      VStack(alignment: .leading, spacing: 30) {
        SceneHeader(scene: .staticID)
        HStack(spacing: spacing) {
          VStack(spacing: 12) {
            // The focus ring marks the badge, not the column with its label.
            Badge().frame(width: badge, height: badge).contentShape(.focusEffect, Circle())
              .portalSource(id: "X")
            Text(isShowingDetail ? "Click to send it back" : "Click to open").font(.callout)
              .frame(width: labelWidth)
          }
          .contentShape(Rectangle())
          .onTapGesture { isShowingDetail.toggle() }
          ZStack {
            RoundedRectangle(cornerRadius: 24).stroke(DemoPalette.stroke, lineWidth: 1.5)
            // Hidden at once when the badge is sent here; shown again only once it has flown
            // home (its 0.1 s delay and 0.6 s flight), never under it.
            Text("The destination appears here").font(.callout).foregroundStyle(DemoPalette.placeholderText)
              .multilineTextAlignment(.center).padding(12)
              .opacity(isShowingDetail ? 0 : 1)
              .animation(isShowingDetail ? nil : .easeIn(duration: 0.2).delay(0.7), value: isShowingDetail)
            if isShowingDetail {
              Badge().frame(width: side * 260 / 320, height: side * 260 / 320).portalDestination(id: "X")
            }
          }
          .frame(width: side, height: side)
        }
        Spacer()
      }
      .padding(28)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    // Esc sends the badge back, as it closes a detail in the other scenes.
    .onKeyPress(.escape) {
      guard isShowingDetail else { return false }
      isShowingDetail = false
      return true
    }
    .portalTransition(
      id: "X", animate: $isShowingDetail, animation: .smooth(duration: 0.6), animationDuration: 0.6, delay: 0.1
    ) {
      Badge()
    }
  }
}

/// A gradient disc with a star: the seed's floating view.
struct Badge: View {
  var body: some View {
    ZStack {
      Circle().fill(.linearGradient(colors: [Color(hex: 0xFFB347), Color(hex: 0xFF5F6D)], startPoint: .topLeading, endPoint: .bottomTrailing))
      GeometryReader { proxy in
        Image(systemName: "star.fill").resizable().foregroundStyle(Color.white)
          .frame(width: proxy.size.width * 0.5, height: proxy.size.height * 0.5)
          .frame(width: proxy.size.width, height: proxy.size.height)
      }
    }
  }
}
