import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name") { ContentView() }`: keeps the preview's body as a function of a uniquely
/// named enum, so the body is type-checked with the program (a preview that no longer compiles
/// is an error here too) and costs nothing at run time.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let name = node.arguments.first { $0.label == nil }?.expression.trimmedDescription ?? "nil"
    guard
      let closure = node.trailingClosure
        ?? node.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
    else { throw PreviewMacroError.noBody }
    let body = closure.statements.trimmedDescription
    // A body that returns its view explicitly is plain code; any other is a view builder's.
    let returnsExplicitly = ReturnFinder.returns(in: closure.statements)
    let signature = returnsExplicitly ? "static func makeView() -> any View" : "@ViewBuilder static func makeView() -> some View"
    let holder = context.makeUniqueName("Preview")
    return [
      """
      @MainActor private enum \(holder) {
        static let name: String? = \(raw: name)
        \(raw: signature) {
          \(raw: body)
        }
      }
      """
    ]
  }
}

/// `@Previewable @State var value = 0` inside a `#Preview`: the declaration stays as written.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

enum PreviewMacroError: Error, CustomStringConvertible {
  case noBody
  var description: String { "#Preview needs a closure that returns the view to preview: #Preview { ContentView() }" }
}

/// Finds a `return` of the body itself: at its top level or inside its `if`, `do`, `switch`
/// and loops, not inside a closure of its own.
final class ReturnFinder: SyntaxVisitor {
  private var found = false

  static func returns(in statements: CodeBlockItemListSyntax) -> Bool {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.found
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
