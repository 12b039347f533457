/// Views that run code when they enter or leave the tree.
@MainActor
protocol LifecycleHandling {
  func appeared(node: Node)
  func disappeared(node: Node)
}
