import PortalTransitions
import SwiftUI

/// iOS 18's zoom transition: a sheet grows out of the tapped tile. Here the tile flies through
/// the overlay window into the sheet.
public struct ZoomExample: View {
  @State private var showSheet = false
  @Namespace private var namespace

  public init() {}

  public var body: some View {
    PortalContainer {
      VStack(spacing: 16) {
        if #available(iOS 18.0, *) {
          Text("Zoom").font(.headline)
          RoundedRectangle(cornerRadius: 16)
            .fill(Color.green)
            .overlay(Image(systemName: "leaf.fill").font(.system(size: 36)).foregroundColor(.white))
            .frame(width: 160, height: 120)
            .matchedTransitionSource(id: "tile", in: namespace) { source in
              source.background(Color.green).clipShape(.rect(cornerRadius: 16))
            }
            .onTapGesture { showSheet = true }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .sheet(isPresented: $showSheet) {
        if #available(iOS 18.0, *) {
          ZoomedSheet()
            .navigationTransition(.zoom(sourceID: "tile", in: namespace))
        }
      }
    }
  }
}

@available(iOS 18.0, *)
struct ZoomedSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 20) {
      RoundedRectangle(cornerRadius: 20)
        .fill(Color.green)
        .frame(width: 280, height: 200)
      Text("Grown out of the tile").font(.title3)
      Button("Close") { dismiss() }
    }
    .padding(32)
  }
}
