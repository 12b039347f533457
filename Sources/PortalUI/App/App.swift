import Foundation
import PortalGraphics

/// A program described as scenes, the way a SwiftUI app is:
///
/// ```swift
/// import PortalApp
///
/// @main
/// struct Gallery: App {
///   var body: some Scene {
///     Window("Gallery") { ContentView() }
///   }
/// }
/// ```
///
/// `PortalApp` supplies `main()`, which opens the windows on the X server.
@preconcurrency @MainActor
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

/// Something an app shows: a window and its root view.
@preconcurrency @MainActor
public protocol Scene {
  /// The windows this scene describes, in order.
  var windows: [WindowDescription] { get }
}

/// One top-level window: its title, size and root view.
@MainActor
public struct WindowDescription {
  public let title: String
  public let id: String
  public let defaultSize: Size
  public let makeRoot: @MainActor () -> AnyView
}

/// A top-level window with a title and a root view.
public struct Window<Content: View>: Scene {
  let title: String
  let id: String
  let content: () -> Content
  var size = Size(width: 1280, height: 800)

  public init(_ title: String, id: String = "main", @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// A window titled with the program's name, as SwiftUI's `WindowGroup { ContentView() }`.
  public init(id: String = "main", @ViewBuilder content: @escaping () -> Content) {
    self.init(ProcessInfo.processInfo.processName, id: id, content: content)
  }

  /// The size the window opens with, in logical pixels.
  public func defaultSize(width: Double, height: Double) -> Window {
    var copy = self
    copy.size = Size(width: width, height: height)
    return copy
  }

  public var windows: [WindowDescription] {
    let content = self.content
    return [WindowDescription(title: title, id: id, defaultSize: size) { AnyView(content()) }]
  }
}

/// SwiftUI's spelling for an app's main window; on this platform it opens one window.
public typealias WindowGroup = Window

/// Several scenes listed in an app's body.
public struct SceneList: Scene {
  public let windows: [WindowDescription]
}

@resultBuilder
@MainActor
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock(_ scenes: any Scene...) -> SceneList {
    SceneList(windows: scenes.flatMap(\.windows))
  }
}
