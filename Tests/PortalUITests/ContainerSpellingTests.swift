import Observation
import PortalGraphics
import Testing

@testable import PortalUI

// Code as it is written for iOS: these views must compile unchanged and show their content.

private struct Landmark: Identifiable, Hashable {
  let id = UUID()
  let name: String
}

private struct PlayerCover: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    ZStack {
      Color.black.ignoresSafeArea()
      Button("Close") { dismiss() }
    }
  }
}

private struct LandmarkList: View {
  let landmarks: [Landmark]
  @State private var showsPlayer = false
  @State private var selected: Landmark?
  @State private var loaded = false
  var body: some View {
    List {
      Section(header: Text("Featured"), footer: Text("Updated daily")) {
        ForEach(landmarks) { landmark in
          HStack {
            Text(landmark.name)
            Spacer()
            Image(systemName: "chevron.right")
          }
          .contentShape(Rectangle())
          .onTapGesture { selected = landmark }
        }
        .listRowSeparator(.hidden)
        .listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
      }
      Section("More") {
        Text("Play").onTapGesture { showsPlayer = true }
          .listRowBackground(Color.yellow.opacity(0.2))
      }
    }
    .listStyle(InsetGroupedListStyle())
    .scrollContentBackground(.visible)
    .task { loaded = true }
    .task(id: selected?.id, priority: .background) {}
    .fullScreenCover(isPresented: $showsPlayer, content: PlayerCover.init)
    .fullScreenCover(item: $selected, onDismiss: { selected = nil }) { landmark in Text(landmark.name) }
    .safeAreaInset(edge: .bottom, alignment: .center, spacing: 0) { Text(loaded ? "ready" : "loading") }
    .edgesIgnoringSafeArea(.bottom)
  }
}

private struct Onboarding: View {
  @State private var page = 0
  let spacing: CGFloat = 12
  var body: some View {
    TabView(selection: $page) {
      ForEach(0..<3, id: \.self) { index in
        VStack(spacing: spacing) {
          Image(systemName: "star")
          Text("Step \(index + 1)")
        }
        .tag(index)
      }
    }
    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
    .tabViewStyle(.page(indexDisplayMode: .never))
    .tabViewStyle(.page)
  }
}

private struct Home: View {
  var body: some View {
    TabView {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders, .sectionFooters]) {
          ForEach(0..<100, id: \.self) { Text("Post \($0)") }
        }
      }
      .tabItem {
        Image(systemName: "house")
        Text("Home")
      }
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(alignment: .top, spacing: 10) { ForEach(0..<100, id: \.self) { Text("Album \($0)") } }
      }
      .tabItem { Text("Albums") }
    }
    .tabViewStyle(.automatic)
  }
}

@Suite("Containers as iOS code writes them") @MainActor
struct ContainerSpellingTests {
  @Test func aListWithSectionsModifiersAndPresentations() async throws {
    let h = try Harness(
      LandmarkList(landmarks: [Landmark(name: "Turtle Rock"), Landmark(name: "Silver Salmon")]))
    #expect(h.frame(ofText: "FEATURED") != nil)
    #expect(h.frame(ofText: "Turtle Rock") != nil)
    h.click(try #require(h.frame(ofText: "Play")).center)
    #expect(h.node(FullScreenCoverPanel.self) != nil)
    h.click(try #require(h.frame(ofText: "Close")).center)
    #expect(h.node(FullScreenCoverPanel.self) == nil)
    for _ in 0..<100 where h.frame(ofText: "ready") == nil {
      try await Task.sleep(for: .milliseconds(1))
      h.settle()
    }
    #expect(h.frame(ofText: "ready") != nil)
  }

  @Test func aPageViewAndATabBar() throws {
    let pages = try Harness(Onboarding())
    #expect(pages.frame(ofText: "Step 1") != nil)
    let tabs = try Harness(Home())
    #expect(tabs.frame(ofText: "Post 0") != nil)
    #expect(tabs.frame(ofText: "Albums") != nil)
    tabs.click(try #require(tabs.frame(ofText: "Albums")).center)
    #expect(tabs.frame(ofText: "Album 0") != nil)
  }
}
