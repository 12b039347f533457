import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A view's dynamic properties are found once from its type's metadata and bound at their
/// offsets: the same properties, under the same names, that reflection finds.
@Suite("Dynamic property fields") @MainActor
struct DynamicPropertyFieldsTests {
  private struct Mixed: View {
    let title: String
    @State private var count = 0
    let action: () -> Void
    @Environment(\.colorScheme) private var scheme
    @Namespace private var space
    @FocusState private var focused: Bool
    @State private var word = "one"
    var body: some View { Text("\(title) \(count) \(word) \(scheme == .dark ? "dark" : "light")") }
  }

  @Test func theWalkFindsWhatReflectionFindsUnderTheSameNames() throws {
    let view = Mixed(title: "a", action: {})
    let walked = try #require(DynamicPropertyFields.walk(Mixed.self))
    let reflected = Mirror(reflecting: view).children.compactMap { child -> String? in
      guard let label = child.label, child.value is DynamicPropertyBinding else { return nil }
      return label
    }
    #expect(walked.map(\.label) == reflected)
    #expect(walked.map(\.label) == ["_count", "_scheme", "_space", "_focused", "_word"])
  }

  @Test func aClassIsLeftToReflection() {
    final class Box {}
    #expect(DynamicPropertyFields.walk(Box.self) == nil)
  }

  private struct Counter: View {
    @State private var count = 0
    @Environment(\.colorScheme) private var scheme
    let step: Int
    var body: some View {
      Text("\(count) \(scheme == .dark ? "dark" : "light")").onTapGesture { count += step }
    }
  }

  @Test func stateAndEnvironmentBoundAtTheirOffsetsWorkAsBefore() throws {
    let host = try HeadlessHost(size: Size(width: 200, height: 100))
    let graph = ViewGraph(root: Counter(step: 2), host: host)
    host.runUntilIdle()
    func shown() -> String? {
      var found: String?
      func visit(_ node: Node) {
        if let text = node.view as? Text { found = text.string }
        node.children.forEach(visit)
      }
      visit(graph.root)
      return found
    }
    #expect(shown() == "0 light")
    host.send(.pointerPressed(Point(x: 100, y: 50), button: .primary))
    host.send(.pointerReleased(Point(x: 100, y: 50), button: .primary))
    host.runUntilIdle()
    #expect(shown() == "2 light")
    graph.updateEnvironment { $0.colorScheme = .dark }
    host.runUntilIdle()
    #expect(shown() == "2 dark", "the state kept its value when the environment changed")
  }
}
