import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct Counter: View {
  @State private var count = 0
  var body: some View { Text("Count \(count)").onTapGesture { count += 1 } }
}

private struct Identified: View {
  @State private var generation = 0
  var body: some View {
    VStack {
      Counter().id(generation)
      Text("reset").onTapGesture { generation += 1 }
      Text("same").onTapGesture { generation += 0 }
    }
  }
}

@Suite("Explicit identity") @MainActor
struct IdentityModifierTests {
  @Test func aNewIdResetsState() throws {
    let h = try Harness(Identified())
    h.click(try #require(h.frame(ofText: "Count 0")).center)
    h.click(try #require(h.frame(ofText: "Count 1")).center)
    #expect(h.frame(ofText: "Count 2") != nil)
    h.click(try #require(h.frame(ofText: "reset")).center)
    #expect(h.frame(ofText: "Count 0") != nil)
  }

  @Test func theSameIdKeepsState() throws {
    let h = try Harness(Identified())
    h.click(try #require(h.frame(ofText: "Count 0")).center)
    h.click(try #require(h.frame(ofText: "same")).center)
    #expect(h.frame(ofText: "Count 1") != nil)
  }

  @Test func anIdOnTheRootViewStillShowsItsContent() throws {
    let h = try Harness(Text("root").id("r"))
    #expect(h.frame(ofText: "root") != nil)
  }
}
