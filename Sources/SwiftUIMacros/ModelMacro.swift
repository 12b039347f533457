import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model class Book { … }`: makes the class a SwiftData model.
///
/// - Every stored `var` not marked `@Transient` or `@ObservationIgnored` becomes observable, as
///   `@Observable` makes it (`@ObservationTracked`, with the registrar and helpers it needs), so
///   views that read a model update when it changes.
/// - The class conforms to `SwiftData.PersistentModel`.
/// - Two members let the store write a model and make it again: `_$persistentFields(into:)`
///   writes each stored property with a type the macro can name, and
///   `init(_$restoringFrom:)` reads them back (properties it cannot name keep their default).
///   Whether a value is stored, a reference to another model or not storable is decided by the
///   overloads of `SwiftData.PersistentFieldWriter`/`Reader`, at the call site, from the type.
/// - `_$cascadingRelationships` names the properties marked `@Relationship(deleteRule:
///   .cascade)`, whose models are deleted with this one.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else { throw ModelMacroError.notAClass }
    let name = classDecl.name.trimmedDescription
    let fields = storedFields(of: declaration)
    let persisted = fields.filter { !$0.isTransient }
    let writes = persisted.compactMap { field -> String? in
      guard field.type != nil else { return nil }
      return "writer.write(self.\(field.name), forKey: \"\(field.name)\")"
    }
    let reads = persisted.compactMap { field -> String? in
      guard let type = field.type else { return nil }
      // A `let` with a value of its own is not assigned again.
      if field.isLet && field.hasDefault { return nil }
      if field.hasDefault {
        return "if reader.has(\"\(field.name)\") { self.\(field.name) = try reader.read((\(type)).self, forKey: \"\(field.name)\") }"
      }
      return "self.\(field.name) = try reader.read((\(type)).self, forKey: \"\(field.name)\")"
    }
    let relinks = persisted.compactMap { field -> String? in
      guard field.type != nil, !field.isLet else { return nil }
      return "reader.relink(&self.\(field.name), forKey: \"\(field.name)\")"
    }
    let cascading = fields.filter(\.cascades).map { "\"\($0.name)\"" }.joined(separator: ", ")
    let generic = context.makeUniqueName("Member").text
    let result = context.makeUniqueName("Result").text
    return [
      "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
      """
      internal nonisolated func access<\(raw: generic)>(keyPath: KeyPath<\(raw: name), \(raw: generic)>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<\(raw: generic), \(raw: result)>(
        keyPath: KeyPath<\(raw: name), \(raw: generic)>, _ mutation: () throws -> \(raw: result)
      ) rethrows -> \(raw: result) {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
      "private nonisolated func shouldNotifyObservers<\(raw: generic)>(_ lhs: \(raw: generic), _ rhs: \(raw: generic)) -> Bool { true }",
      "private nonisolated func shouldNotifyObservers<\(raw: generic): Equatable>(_ lhs: \(raw: generic), _ rhs: \(raw: generic)) -> Bool { lhs != rhs }",
      "private nonisolated func shouldNotifyObservers<\(raw: generic): AnyObject>(_ lhs: \(raw: generic), _ rhs: \(raw: generic)) -> Bool { lhs !== rhs }",
      "private nonisolated func shouldNotifyObservers<\(raw: generic): Equatable & AnyObject>(_ lhs: \(raw: generic), _ rhs: \(raw: generic)) -> Bool { lhs != rhs }",
      "nonisolated static var _$cascadingRelationships: [String] { [\(raw: cascading)] }",
      """
      func _$persistentFields(into writer: inout SwiftData.PersistentFieldWriter) {
        \(raw: writes.joined(separator: "\n"))
      }
      """,
      """
      required init(_$restoringFrom reader: SwiftData.PersistentFieldReader) throws {
        \(raw: reads.joined(separator: "\n"))
      }
      """,
      """
      func _$relinkRelationships(from reader: SwiftData.PersistentFieldReader) {
        \(raw: relinks.joined(separator: "\n"))
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), let field = StoredField(variable), !field.isTransient,
      !field.isLet
    else { return [] }
    return ["@ObservationTracked"]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
  }

  static func storedFields(of declaration: some DeclGroupSyntax) -> [StoredField] {
    declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self).flatMap(StoredField.init) }
  }
}

/// A stored instance property of a model, as written.
struct StoredField {
  let name: String
  /// The type as written, or inferred from a plain initial value (`= ""`, `= 0`, `= UUID()`);
  /// nil when it cannot be told from the text.
  let type: String?
  let hasDefault: Bool
  let isLet: Bool
  /// `@Transient` or `@ObservationIgnored`: neither observed nor stored.
  let isTransient: Bool
  /// `@Relationship(deleteRule: .cascade)`.
  let cascades: Bool

  init?(_ variable: VariableDeclSyntax) {
    let modifiers = variable.modifiers.map(\.name.text)
    guard !modifiers.contains("static"), !modifiers.contains("class"), !modifiers.contains("lazy"),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    if let accessors = binding.accessorBlock {
      // Computed properties are not stored; observers (`didSet`) are not supported by tracking.
      _ = accessors
      return nil
    }
    let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
    let attributeNames = attributes.map { $0.attributeName.trimmedDescription }
    name = identifier.identifier.text
    isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    hasDefault = binding.initializer != nil
    isTransient = attributeNames.contains { $0 == "Transient" || $0 == "ObservationIgnored" }
    cascades = attributes.contains {
      $0.attributeName.trimmedDescription == "Relationship" && $0.arguments?.trimmedDescription.contains(".cascade") == true
    }
    if let annotation = binding.typeAnnotation {
      type = annotation.type.trimmedDescription
    } else if let value = binding.initializer?.value {
      type = Self.inferredType(of: value)
    } else {
      type = nil
    }
  }

  /// The type of a plain initial value: literals, `Type()`, `[Type]()`, `Date.now`.
  static func inferredType(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return inferredType(of: prefix.expression)
    }
    if let call = value.as(FunctionCallExprSyntax.self) {
      let callee = call.calledExpression
      if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
        return reference.baseName.text
      }
      if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
        return "[\(array.elements.first!.expression.trimmedDescription)]"
      }
      if let dictionary = callee.as(DictionaryExprSyntax.self) { return dictionary.trimmedDescription }
      if let specialised = callee.as(GenericSpecializationExprSyntax.self) { return specialised.trimmedDescription }
    }
    if let member = value.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Date",
      member.declName.baseName.text == "now"
    {
      return "Date"
    }
    return nil
  }
}

/// `@Attribute(.unique)`, `@Relationship(deleteRule: .cascade)`, `@Transient`, `#Unique`,
/// `#Index`: read by `@Model` from the text; they add nothing themselves.
public struct ModelAnnotationMacro: PeerMacro, DeclarationMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }

  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

enum ModelMacroError: Error, CustomStringConvertible {
  case notAClass
  var description: String { "@Model applies to a class: a SwiftData model is a reference type" }
}
