import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros `import SwiftUI` and `import SwiftData` declare.
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [
    PreviewMacro.self, PreviewableMacro.self, ModelMacro.self, ModelAnnotationMacro.self,
  ]
}
