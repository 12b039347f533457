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

  var body: some View {
    HStack(alignment: .top, spacing: 28) {
      VStack(alignment: .leading, spacing: 14) {
        SceneHeader(scene: .flowingHeader)
        pane
          .frame(width: 520)
          .clipShape(RoundedRectangle(cornerRadius: 18))
          .shadow(color: Color.black.opacity(0.12), radius: 12, y: 4)
      }
      controls.padding(.top, 70)
    }
    .padding(28)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private var displays: Set<FlowingHeaderDisplayComponent> {
    flowsAccessory ? [.title, .accessory] : [.title]
  }

  private var pane: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        FlowingHeaderView(displays: [.title, .accessory])
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
      Text("Scroll the pane with the wheel and stop half-way: the header snaps.")
        .font(.callout).foregroundStyle(DemoPalette.secondaryText).frame(width: 300, alignment: .leading)
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
            .onTapGesture { choose(index) }
        }
      }
    }
  }
}
