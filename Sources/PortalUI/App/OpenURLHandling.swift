import Foundation

/// The addresses the program was started with: the arguments that are URLs with a scheme
/// (`myapp://item/42`, `https://…`), as a desktop file's `Exec=app %u` passes a link the user
/// opened with it.
enum LaunchURLs {
  static let all: [URL] = CommandLine.arguments.dropFirst().compactMap { argument in
    guard let url = URL(string: argument), let scheme = url.scheme, scheme.count > 1, !argument.hasPrefix("-") else {
      return nil
    }
    return url
  }
}

/// Runs an action for each URL the program was opened with, once, when the view appears.
struct OpenURLHandlerView<Content: View>: View, SingleChildModifier, LifecycleHandling {
  let content: Content
  let action: (URL) -> Void
  let urls: [URL]

  func appeared(node: Node) {
    let (urls, action) = (self.urls, self.action)
    guard !urls.isEmpty else { return }
    node.graph.afterUpdate { for url in urls { action(url) } }
  }

  func disappeared(node: Node) {}
}

extension View {
  /// Runs `action` with a URL the app is asked to open. On iOS that is a link to the app's
  /// scheme or a universal link; here, each URL among the program's arguments (the way a
  /// desktop file's `Exec=app %u` hands over a link), when the view appears.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    OpenURLHandlerView(content: self, action: action, urls: LaunchURLs.all)
  }
}
