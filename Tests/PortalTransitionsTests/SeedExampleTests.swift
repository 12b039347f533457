import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

// The examples of seed documents 000 and 001, written as the seeds write them. The changes
// Linux forces: `AsyncImage(url:)` becomes `Image(_:)`, `CGFloat` becomes `Double`.

// MARK: Seed 000

struct MyFloatingView: View {
  var body: some View { Circle().fill(Color.orange) }
}

struct Seed000: View {
  @State var isShowingDetail = false

  var body: some View {
    PortalContainer {
      HStack {
        Circle().fill(Color.orange).frame(width: 40, height: 40)
          // The “leaving” view
          .portalSource(id: "X")
          .onTapGesture { isShowingDetail = true }
        if isShowingDetail {
          Circle().fill(Color.orange).frame(width: 120, height: 120)
            // The “arriving” view
            .portalDestination(id: "X")
        }
      }
      .portalTransition(
        id: "X",  // matches your source/destination
        animate: $isShowingDetail,  // Binding<Bool> drives the animation
        animation: .smooth(duration: 0.6),
        animationDuration: 0.6,  // total duration for timing
        delay: 0.1  // optional
      ) {
        // The floating layer shown during the animation
        MyFloatingView()
      }
    }
  }
}

// MARK: Seed 001

struct Photo001: Identifiable, Hashable {
  let id: Int
  var imageName: String { "photo-\(id)" }
}

struct PhotoView: View {
  let photo: Photo001
  var body: some View { Rectangle().fill(Color.blue).frame(width: 60, height: 60) }
}

struct ItemScalingLayer<Item: Identifiable, Content: View>: AnimatedItemPortalLayer {
  let item: Item?
  @ViewBuilder let content: (Item) -> Content

  @State private var scale: Double = 1

  func animatedContent(item: Item?, isActive: Bool) -> some View {
    Group {
      if let item {
        content(item)
          .scaleEffect(scale)
          .onChange(of: isActive) { _, newValue in
            withAnimation(.spring(duration: 0.3)) {
              scale = newValue ? 1.1 : 1.0
            }
          }
      }
    }
  }
}

struct Seed001Grid: View {
  let photos = (0..<4).map(Photo001.init)
  @State var selectedPhoto: Photo001?
  @State var selectedPhotos: [Photo001] = []

  var body: some View {
    PortalContainer {
      VStack {
        HStack {
          // In the grid
          ForEach(photos) { photo in
            PhotoView(photo: photo)
              .portal(item: photo, .source)
              .onTapGesture { selectedPhoto = photo }
          }
        }
        if let selectedPhoto {
          PhotoView(photo: selectedPhoto).portal(item: selectedPhoto, .destination)
        }
      }
      // In the transition
      .portalTransition(item: $selectedPhoto) { photo in
        AnimatedItemLayer(item: $selectedPhoto) { item, isActive in
          if let item {
            PhotoView(photo: item)
              .scaleEffect(isActive ? 1.05 : 1.0)
          }
        }
      }
      .portalTransition(items: $selectedPhotos, groupID: "photoStack") { _ in
        AnimatedGroupLayer(items: $selectedPhotos, groupID: "photoStack") { items, activeStates in
          ZStack {
            ForEach(items) { photo in
              let isActive = activeStates[photo.id] ?? false
              PhotoView(photo: photo)
                .scaleEffect(isActive ? 1.1 : 1.0)
                .animation(.spring, value: isActive)
            }
          }
        }
      }
    }
  }
}

struct Seed001Simple: View {
  @State var selectedPhoto: Photo001?
  var body: some View {
    AnimatedItemLayer(item: $selectedPhoto) { photo, isActive in
      if let photo {
        Image(photo.imageName)
          .scaleEffect(isActive ? 1.1 : 1.0)
          .animation(.spring, value: isActive)
      }
    }
  }
}

@Suite("Seed examples") @MainActor
struct SeedExampleTests {
  @Test func seed000FliesTheFloatingViewAfterItsDelay() throws {
    let h = try FlightHarness(Seed000())
    let source = try #require(h.controller?.registry.frame(PortalKey(namespace: nil, id: "X"), .source))
    h.tap(at: source.center)
    h.host.step(by: 0)
    h.host.step(by: 0.05)
    // Inside the 0.1 s delay the layer waits on the source.
    let waiting = try #require(h.controller.flatMap { h.graph.overlayLayers.placement(of: $0.layerID(of: PortalKey(namespace: nil, id: "X"))) })
    // The source moved when the destination appeared beside it: the layer waits where it is now.
    #expect(waiting.frame == h.controller?.registry.frame(PortalKey(namespace: nil, id: "X"), .source))
    h.host.step(by: 0.3)
    let moving = try #require(h.controller.flatMap { h.graph.overlayLayers.placement(of: $0.layerID(of: PortalKey(namespace: nil, id: "X"))) })
    #expect(moving.frame.width > source.width)
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  @Test func seed001ItemTransitionFliesThePhoto() throws {
    let h = try FlightHarness(Seed001Grid())
    let source = try #require(h.frame(of: 2, .source))
    h.tap(at: source.center)
    h.host.step(by: 0)
    #expect(h.placement(of: 2) != nil)
    h.host.runUntilIdle()
    #expect(h.frame(of: 2, .destination) != nil)
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }
}
