/// Views that order themselves among their siblings.
@MainActor
protocol ZIndexed {
  var zIndexValue: Double { get }
}
