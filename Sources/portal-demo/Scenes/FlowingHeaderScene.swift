import PortalTransitionsFlowingHeader
import PortalUI

/// Scene 6: a scrollable pane whose large title (and accessory) flows into the title strip as
/// it scrolls, with live controls for what flows, the accessory (a vector symbol or a bundle
/// picture found by `Image(name)`), the layout and the snapping.
struct FlowingHeaderScene: View {
  let cards: [Card]
  @State private var flowsAccessory = true
  @State private var accessoryIsPicture = false
  @State private var layout: FlowingHeaderLayout = .horizontal
  @State private var snapping: FlowingHeaderSnappingBehavior = .directional

  /// The pane (520 points) and the controls (300) side by side need this much room.
  private static let besideWidth = 28 * 2 + 520 + 28 + 300.0

  var body: some View {
    GeometryReader { proxy in
      // In a narrow window the controls go under the pane's column, in a strip that scrolls
      // sideways, and the pane keeps the rest of the height.
      if proxy.size.width >= Self.besideWidth {
        HStack(alignment: .top, spacing: 28) {
          VStack(alignment: .leading, spacing: 14) {
            SceneHeader(scene: .flowingHeader)
            framedPane(maximumWidth: Self.paneWidth(for: proxy.size))
          }
          controls.padding(.top, 70)
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      } else {
        VStack(alignment: .leading, spacing: 14) {
          SceneHeader(scene: .flowingHeader)
          framedPane(maximumWidth: 520)
          ScrollView(.horizontal) { controlRow.padding(.bottom, 6) }.frame(height: 78)
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
  }

  /// The pane's widest beside the controls: 520 points up to a 1280-point window, growing
  /// with a wider one to 680, about as wide as a list of one line a row reads well.
  static func paneWidth(for size: CGSize) -> Double {
    // Only the width counts: the pane fills the scene's height whatever its width.
    SceneGrowth.grown(
      520, by: SceneGrowth.factor(for: size, baseHeight: 0, fixedHeight: 0, maximum: 680.0 / 520))
  }

  static let paneCornerRadius = 18.0

  /// The pane as it shows: at most `maximumWidth` wide, rounded, on a soft shadow.
  private func framedPane(maximumWidth: Double) -> some View {
    pane
      // The indicator runs clear of the rounded corners instead of under them.
      .contentMargins(.vertical, Self.paneCornerRadius, for: .scrollIndicators)
      .frame(maxWidth: maximumWidth)
      .clipShape(RoundedRectangle(cornerRadius: Self.paneCornerRadius))
      .shadow(color: Color.black.opacity(0.12), radius: 12, y: 4)
  }

  private var displays: Set<FlowingHeaderDisplayComponent> {
    flowsAccessory ? [.title, .accessory] : [.title]
  }

  private var pane: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        FlowingHeaderView(displays: [.title, .accessory])
        // Rows are built as they scroll into view, as a list of places would be.
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(cards) { card in
            HStack(spacing: 12) {
              Artwork(card: card).frame(width: 56, height: 42).clipShape(RoundedRectangle(cornerRadius: 8))
              VStack(alignment: .leading, spacing: 2) {
                Text(card.title).font(.headline)
                Text(card.subtitle).font(.caption).foregroundStyle(DemoPalette.tertiaryText)
              }
              Spacer()
            }
            .padding(.horizontal, 18)
            .frame(height: 62)
          }
        }
      }
    }
    .background(DemoPalette.surface)
    .flowingHeaderDestination(displays: displays)
    .flowingHeader(
      title: "Favorites", subtitle: "\(cards.count) places to go", displays: displays, layout: layout,
      snappingBehavior: snapping
    ) {
      if accessoryIsPicture, let card = cards.first {
        Image(card.image).resizable().frame(width: 88, height: 66).clipShape(
          RoundedRectangle(cornerRadius: 12))
      } else {
        Image(systemName: "star.fill").font(.system(size: 56)).foregroundStyle(Color.orange)
      }
    }
  }

  private var controls: some View {
    VStack(alignment: .leading, spacing: 18) {
      choices
      Text("Scroll the pane with the wheel and stop halfway: the header snaps.")
        .font(.callout).foregroundStyle(DemoPalette.secondaryText).frame(width: 300, alignment: .leading)
    }
  }

  /// The four choices in one row, for a narrow window.
  private var controlRow: some View {
    HStack(alignment: .top, spacing: 22) { choices }
  }

  @ViewBuilder private var choices: some View {
    ControlRow(
      title: "Flows into the strip", options: ["Title", "Title + accessory"],
      selected: flowsAccessory ? 1 : 0
    ) {
      flowsAccessory = $0 == 1
    }
    ControlRow(title: "Accessory", options: ["Symbol", "Picture"], selected: accessoryIsPicture ? 1 : 0) {
      accessoryIsPicture = $0 == 1
    }
    ControlRow(
      title: "Layout", options: ["Horizontal", "Vertical"], selected: layout == .horizontal ? 0 : 1
    ) {
      layout = $0 == 0 ? .horizontal : .vertical
    }
    ControlRow(
      title: "Snapping", options: ["Directional", "Nearest", "None"],
      selected: snapping == .directional ? 0 : snapping == .nearest ? 1 : 2
    ) {
      snapping = [.directional, .nearest, .none][$0]
    }
  }
}

/// A label above a row of choices, one of them selected.
struct ControlRow: View {
  let title: String
  let options: [String]
  let selected: Int
  let choose: (Int) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(.system(size: 12, weight: .semibold)).foregroundStyle(DemoPalette.secondaryText)
      HStack(spacing: 6) {
        ForEach(options.indices, id: \.self) { index in
          Text(options[index]).font(.system(size: 13, weight: index == selected ? .semibold : .regular))
            .foregroundStyle(index == selected ? Color.white : Color.primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(
              RoundedRectangle(cornerRadius: 8).fill(
                index == selected ? Color.accentColor : DemoPalette.control)
            )
            .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
            .onTapGesture { choose(index) }
        }
      }
    }
  }
}
