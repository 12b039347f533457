import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// What the sheet and full-screen cover tests count on and in what they present.
@MainActor
final class PresentationLog {
  var belowTaps = 0
  var insideTaps = 0
  var dismissals = 0
}

/// The page sheets and full-screen covers are presented over in their tests: "open" sets
/// `shown`, "below" counts the taps that reach the page, and a teal block shows whether the
/// page is covered.
struct PresentingPage: View {
  let log: PresentationLog
  @Binding var shown: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("open").onTapGesture { shown = true }
      Text("below").onTapGesture { log.belowTaps += 1 }
      Color.teal.frame(height: 120)
      Spacer()
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// What the tests present for an item: an album named by its title.
struct PresentedAlbum: Identifiable {
  let id: Int
  let title: String
}

/// The page items are presented over in the sheet and full-screen cover tests: "first" sets
/// `opened` to the album "Harbour".
struct AlbumListPage: View {
  @Binding var opened: PresentedAlbum?
  var body: some View {
    VStack {
      Text("first").onTapGesture { opened = PresentedAlbum(id: 1, title: "Harbour") }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
