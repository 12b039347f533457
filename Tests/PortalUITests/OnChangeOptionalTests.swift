import PortalGraphics
import Testing

@testable import PortalUI

@Suite("onChange of an optional value") @MainActor
struct OnChangeOptionalTests {
  final class Log { var changes: [String] = [] }

  struct Watcher: View {
    let log: Log
    @State var selection: Int? = 3
    var body: some View {
      Text("set").onTapGesture { selection = nil }
        .onChange(of: selection) { old, new in log.changes.append("\(String(describing: old))→\(String(describing: new))") }
    }
  }

  @Test func itDoesNotRunWhenTheViewAppearsAndRunsWhenTheValueBecomesNil() throws {
    let log = Log()
    let h = try Harness(atOrigin { Watcher(log: log) })
    h.settle()
    #expect(log.changes.isEmpty)
    h.click(try #require(h.frame(ofText: "set")).center)
    #expect(log.changes == ["Optional(3)→nil"])
  }
}
