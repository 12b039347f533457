@testable import PortalUI

/// An element of a lazy container in the lazy stack and grid tests, with state of its own:
/// it reads "`name` `index` taps `taps`", `height` points high, and a click counts a tap, so a
/// test sees whether the element kept its state.
struct TappableElement: View {
  let name: String
  let index: Int
  let height: Double
  @State var taps = 0

  var body: some View {
    Text("\(name) \(index) taps \(taps)").frame(height: height).onTapGesture { taps += 1 }
  }
}

extension Harness {
  /// The positions of the lazy container's elements that have nodes.
  func builtElements() -> Set<Int> {
    Set(nodes(TappableElement.self).map { ($0.view as! TappableElement).index })
  }
}
