import Foundation

// `#Predicate { $0.name.localizedStandardContains(search) }` builds this expression, which
// Foundation offers on Apple platforms; here it is added for the predicates apps filter their
// queries with.
extension PredicateExpressions {
  /// Whether a string contains another, ignoring case and diacritics, as Finder's search does.
  public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool
    public let root: Root
    public let other: Other

    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      let text = String(try root.evaluate(bindings))
      let wanted = String(try other.evaluate(bindings))
      return text.range(of: wanted, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }

  public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
    -> LocalizedStandardContains<Root, Other>
  {
    LocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
