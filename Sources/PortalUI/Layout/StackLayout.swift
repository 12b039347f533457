import PortalGraphics

/// SwiftUI's stack algorithm: children are offered space in order of increasing flexibility,
/// so a text that can only be so small gets what it needs before a spacer takes the rest.
@MainActor
struct StackLayout {
  let axis: Axis
  let children: [Node]
  let sizes: [Size]
  let spacings: [Double]
  let crossAlignment: Double  // 0 leading/top, 0.5 centre, 1 trailing/bottom
  let size: Size

  static let defaultSpacing = 8.0

  static func vertical(children: [Node], proposal: ProposedViewSize, spacing: Double?, alignment: HorizontalAlignment)
    -> StackLayout
  {
    StackLayout(
      axis: .vertical, children: children, proposal: proposal, spacing: spacing, crossAlignment: alignment.fraction)
  }

  init(axis: Axis, children: [Node], proposal: ProposedViewSize, spacing: Double?, crossAlignment: Double) {
    self.axis = axis
    self.children = children
    self.crossAlignment = crossAlignment
    func main(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
    func cross(_ s: Size) -> Double { axis == .vertical ? s.width : s.height }
    func proposing(main m: Double?, cross c: Double?) -> ProposedViewSize {
      axis == .vertical ? ProposedViewSize(width: c, height: m) : ProposedViewSize(width: m, height: c)
    }
    let crossProposal = axis == .vertical ? proposal.width : proposal.height
    let mainProposal = axis == .vertical ? proposal.height : proposal.width

    // Loops rather than `map`, `filter` and `sorted(by:)` with closures: stacks are measured
    // many times a frame, and a main-actor closure handed to the standard library checks its
    // executor on every call.
    let between = spacing ?? Self.defaultSpacing
    let gaps = max(0, children.count - 1)
    spacings = [Double](repeating: between, count: gaps)
    var totalSpacing = 0.0
    for _ in 0..<gaps { totalSpacing += between }

    var sizes = [Size](repeating: .zero, count: children.count)
    if let mainProposal {
      // Least flexible first: flexibility is what a child can grow between its min and max.
      var flexibility = [Double](repeating: 0, count: children.count)
      var spacersLeft = 0
      for (index, child) in children.enumerated() {
        let minimum = main(child.sizeThatFits(proposing(main: 0, cross: crossProposal)))
        let maximum = main(child.sizeThatFits(proposing(main: .infinity, cross: crossProposal)))
        let isSpacer = child.isSpacer
        if isSpacer { spacersLeft += 1 }
        flexibility[index] = (isSpacer ? 1e9 : 0) + (maximum - minimum)
      }
      var remaining = max(0, mainProposal - totalSpacing)
      // Spacers take only what the other children leave: they come last and are not counted
      // when the others share the space, so a label beside a spacer keeps its one line.
      var left = children.count - spacersLeft
      // With layout priorities, higher ones come first, and the space a group shares leaves
      // the lower groups their minimum (`reservedBelow`).
      var order = Self.indicesByIncreasing(flexibility)
      var minimums: [Double] = []
      var hasPriorities = false
      for child in children where child.layoutPriority != 0 {
        hasPriorities = true
        break
      }
      if hasPriorities {
        minimums = children.map { main($0.sizeThatFits(proposing(main: 0, cross: crossProposal))) }
        order = order.enumerated().sorted {
          let (a, b) = (children[$0.element].layoutPriority, children[$1.element].layoutPriority)
          return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
      }
      for (position, index) in order.enumerated() {
        let isSpacer = children[index].isSpacer
        var reservedBelow = 0.0
        var sharers = isSpacer ? spacersLeft : left
        if hasPriorities {
          let priority = children[index].layoutPriority
          sharers = 0
          for other in order[position...] {
            if children[other].layoutPriority < priority {
              reservedBelow += minimums[other]
            } else if children[other].isSpacer == isSpacer {
              sharers += 1
            }
          }
        }
        let share =
          mainProposal.isFinite ? max(0, remaining - reservedBelow) / Double(max(1, sharers)) : .infinity
        let size = children[index].sizeThatFits(proposing(main: share, cross: crossProposal))
        sizes[index] = size
        if remaining.isFinite { remaining = max(0, remaining - main(size)) }
        if isSpacer { spacersLeft -= 1 } else { left -= 1 }
      }
    } else {
      for (index, child) in children.enumerated() {
        sizes[index] = child.sizeThatFits(proposing(main: nil, cross: crossProposal))
      }
    }
    self.sizes = sizes
    // Summed in the same order as ever, so sizes come out the same to the last bit.
    var mainTotal = 0.0
    var crossTotal = 0.0
    for size in sizes {
      mainTotal += main(size)
      crossTotal = max(crossTotal, cross(size))
    }
    mainTotal += totalSpacing
    size = axis == .vertical ? Size(width: crossTotal, height: mainTotal) : Size(width: mainTotal, height: crossTotal)
  }

  func place(in rect: Rect) {
    var cursor = axis == .vertical ? rect.minY : rect.minX
    for (index, child) in children.enumerated() {
      let s = sizes[index]
      if axis == .vertical {
        let x = rect.minX + ((rect.width - s.width) * crossAlignment).rounded()
        child.place(in: Rect(x: x, y: cursor, width: s.width, height: s.height))
        cursor += s.height
      } else {
        let y = rect.minY + ((rect.height - s.height) * crossAlignment).rounded()
        child.place(in: Rect(x: cursor, y: y, width: s.width, height: s.height))
        cursor += s.width
      }
      if index < spacings.count { cursor += spacings[index] }
    }
  }
}

extension StackLayout {
  /// The indices of `values` from the smallest value to the largest, equal values in index
  /// order (a stable insertion sort: stacks have a handful of children).
  nonisolated static func indicesByIncreasing(_ values: [Double]) -> [Int] {
    var order = Array(values.indices)
    for i in order.indices.dropFirst() {
      let index = order[i]
      var j = i
      while j > 0, values[order[j - 1]] > values[index] {
        order[j] = order[j - 1]
        j -= 1
      }
      order[j] = index
    }
    return order
  }
}

extension Node {
  /// Told by the view's type, not by a cast: a cast goes through the runtime's general casting
  /// code, and a stack asks this of every child in every layout.
  var isSpacer: Bool { type(of: view) == Spacer.self }
}
