import PortalTransitionsFlowingHeader
import SwiftUI

/// A header whose title and accessory flow into the title strip as the list scrolls.
public struct HeaderWithAccessoryExample: View {
  private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple, .pink]

  public init() {}

  public var body: some View {
    HeaderScrollingScreen(spacing: 12) {
      ForEach(0..<20) { index in
        HStack {
          RoundedRectangle(cornerRadius: 8)
            .fill(colors[index % colors.count].gradient)
            .frame(width: 56, height: 56)
            .overlay { Image(systemName: "photo").foregroundColor(.white) }
          VStack(alignment: .leading, spacing: 4) {
            Text("Photo \(index + 1)").font(.headline)
            Text("Taken on a walk").font(.subheadline).foregroundColor(.secondary)
          }
          Spacer()
          Image(systemName: "chevron.right").foregroundColor(.secondary)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(Color(.systemGray6))
        .cornerRadius(12)
      }
    }
    .portalHeader(title: "Photos", subtitle: "My collection") {
      Image(systemName: "photo.on.rectangle.angled")
        .font(.system(size: 64))
        .foregroundStyle(.tint)
    }
  }
}

/// A header whose title alone flows; the accessory stays behind and fades.
public struct HeaderTitleOnlyExample: View {
  public init() {}

  public var body: some View {
    HeaderScrollingScreen(spacing: 16) {
      ForEach(0..<12) { index in
        VStack(alignment: .leading, spacing: 8) {
          Text("Metric \(index + 1)").font(.headline)
          Text("\(index * 17 % 100)% this week").font(.subheadline).foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.systemGray6))
        .cornerRadius(12)
      }
    }
    .portalHeader(title: "Analytics", subtitle: "Business dashboard", displays: [.title]) {
      Image(systemName: "chart.bar.fill")
        .font(.system(size: 64))
        .foregroundStyle(.tint)
    }
  }
}

/// A header with a title and subtitle only.
public struct HeaderNoAccessoryExample: View {
  public init() {}

  public var body: some View {
    HeaderScrollingScreen(spacing: 12) {
      ForEach(0..<15) { index in
        Text("Setting \(index + 1)")
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding()
          .background(Color(.systemGray6))
          .cornerRadius(8)
      }
    }
    .portalHeader(title: "Settings", subtitle: "Configure your preferences")
  }
}

/// What each header example shows under its header: the header's place at the top of a
/// scrolling column of `rows`, `spacing` apart, in a navigation stack.
private struct HeaderScrollingScreen<Rows: View>: View {
  let spacing: CGFloat
  @ViewBuilder let rows: Rows

  var body: some View {
    NavigationStack {
      ScrollView {
        PortalHeaderView()
        LazyVStack(spacing: spacing) { rows }
          .padding()
      }
      .portalHeaderDestination()
    }
  }
}
