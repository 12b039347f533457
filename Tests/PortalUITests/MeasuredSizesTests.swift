import PortalGraphics
import Testing

@testable import PortalUI

/// The sizes a node answered in a layout pass, found again by proposal.
@Suite("Sizes measured in a layout pass")
struct MeasuredSizesTests {
  @Test func everyAnswerIsFoundByItsProposalBeyondTheInlineOnes() {
    var sizes = MeasuredSizes()
    let proposals = (0..<7).map { ProposedViewSize(width: Double($0 * 10), height: $0.isMultiple(of: 2) ? nil : 30) }
    for (index, proposal) in proposals.enumerated() {
      #expect(sizes[proposal] == nil)
      sizes.keep(Size(width: Double(index), height: 1), for: proposal)
    }
    for (index, proposal) in proposals.enumerated() { #expect(sizes[proposal] == Size(width: Double(index), height: 1)) }
    #expect(sizes[.unspecified] == nil)
    #expect(sizes[ProposedViewSize(width: 10, height: nil)] == nil)
  }

  @Test func removingAllForgetsEveryAnswer() {
    var sizes = MeasuredSizes()
    for width in 0..<5 { sizes.keep(Size(width: 1, height: 1), for: ProposedViewSize(width: Double(width), height: nil)) }
    sizes.removeAll()
    for width in 0..<5 { #expect(sizes[ProposedViewSize(width: Double(width), height: nil)] == nil) }
    sizes.keep(Size(width: 2, height: 2), for: .infinity)
    #expect(sizes[.infinity] == Size(width: 2, height: 2))
    #expect(sizes[.zero] == nil)
  }

  @Test func theFirstProposalAnsweredWithASizeIsTheEarliestAsked() {
    var sizes = MeasuredSizes()
    let size = Size(width: 80, height: 20)
    sizes.keep(Size(width: 120, height: 20), for: .unspecified)
    sizes.keep(size, for: ProposedViewSize(width: 80, height: nil))
    sizes.keep(size, for: ProposedViewSize(width: 90, height: nil))
    sizes.keep(size, for: ProposedViewSize(width: 95, height: nil))
    #expect(sizes.firstProposal(answeredWith: size) == ProposedViewSize(width: 80, height: nil))
    #expect(sizes.firstProposal(answeredWith: Size(width: 1, height: 1)) == nil)
  }
}
