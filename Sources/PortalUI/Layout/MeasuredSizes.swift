import PortalGraphics

/// The sizes a node answered in the current layout pass, by the proposal it answered.
///
/// A node is asked about few proposals a pass (a stack asks a child for its smallest, its
/// largest and its share), and a pass asks every node it reaches, hundreds when a scene is
/// built. The first three answers are kept inline and found by comparing proposals, without
/// hashing them or allocating storage for them; further answers go to an array beside them.
/// Answers are kept in the order they were made.
struct MeasuredSizes {
  private struct Answer {
    var proposal: ProposedViewSize
    var size: Size
  }

  private static let unused = Answer(proposal: .zero, size: .zero)

  private var count = 0
  private var first = unused
  private var second = unused
  private var third = unused
  private var more: [Answer] = []

  /// The size answered for `proposal` in this pass, if it was asked.
  subscript(proposal: ProposedViewSize) -> Size? {
    firstAnswer { $0.proposal == proposal }?.size
  }

  /// The earliest answer that `matches`, if any.
  @inline(__always) private func firstAnswer(where matches: (Answer) -> Bool) -> Answer? {
    if count > 0, matches(first) { return first }
    if count > 1, matches(second) { return second }
    if count > 2, matches(third) { return third }
    if count > 3 {
      for answer in more where matches(answer) { return answer }
    }
    return nil
  }

  /// Keeps the size answered for a proposal not asked before in this pass.
  mutating func keep(_ size: Size, for proposal: ProposedViewSize) {
    let answer = Answer(proposal: proposal, size: size)
    switch count {
    case 0: first = answer
    case 1: second = answer
    case 2: third = answer
    default: more.append(answer)
    }
    count += 1
  }

  /// Forgets every answer (a change below the node may change them).
  mutating func removeAll() {
    count = 0
    if !more.isEmpty { more.removeAll(keepingCapacity: true) }
  }

  /// The first proposal, in the order asked, that was answered with `size`.
  func firstProposal(answeredWith size: Size) -> ProposedViewSize? {
    firstAnswer { $0.size == size }?.proposal
  }
}
