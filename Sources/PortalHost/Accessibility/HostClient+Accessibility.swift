/// A client without an accessibility tree: assistive technologies find its windows empty.
extension HostClient {
  public func accessibilitySnapshot(for host: any AppHost) -> AccessibilitySnapshot? { nil }
  public func host(_ host: any AppHost, performAccessibilityAction index: Int, on element: Int) -> Bool { false }
  public func host(_ host: any AppHost, focusAccessibilityElement element: Int) -> Bool { false }
}
