import Foundation
import Observation

#if canImport(Combine)
  import Combine
#endif

/// A scene whose windows' root views are wrapped by a modifier (`.environment(_:)` on a
/// `WindowGroup`).
public struct ModifiedScene: Scene {
  public let windows: [WindowDescription]

  init(_ scene: some Scene, wrapping wrap: @escaping @MainActor (AnyView) -> AnyView) {
    windows = scene.windows.map { window in
      let make = window.makeRoot
      return WindowDescription(title: window.title, id: window.id, defaultSize: window.defaultSize) { wrap(make()) }
    }
  }
}

extension Scene {
  /// Places an `@Observable` model in the environment of every window of the scene.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedScene {
    ModifiedScene(self) { AnyView($0.environment(object)) }
  }

  /// Sets an environment value for every window of the scene.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedScene {
    nonisolated(unsafe) let value = value
    return ModifiedScene(self) { AnyView($0.environment(keyPath, value)) }
  }

  /// Places an `ObservableObject` in the environment of every window of the scene.
  public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedScene {
    ModifiedScene(self) { AnyView($0.environmentObject(object)) }
  }

  /// Runs `action` when `value` changes. The values a scene reads here do not change while the
  /// program runs (`scenePhase` stays `.active` while the window is open), so the action runs
  /// only with `initial: true`, once, when the window opens.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedScene {
    nonisolated(unsafe) let value = value
    return ModifiedScene(self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` when `value` changes (see the two-value form).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> ModifiedScene
  {
    nonisolated(unsafe) let value = value
    return ModifiedScene(self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Menu bar commands (macOS). A window here has no menu bar; accepted.
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> Self { self }

  /// How the window can be resized (macOS); windows here resize freely.
  public func windowResizability(_ resizability: WindowResizability) -> Self { self }
}

/// Menu bar commands (macOS), accepted.
@preconcurrency @MainActor
public protocol Commands {}

/// A menu of commands (macOS), accepted.
public struct CommandMenu<Content: View>: Commands {
  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Commands placed among the system's (macOS), accepted.
public struct CommandGroup<Content: View>: Commands {
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// Where a command group goes (macOS).
public struct CommandGroupPlacement: Sendable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let help = CommandGroupPlacement(name: "help")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
}

/// Several commands.
public struct CommandList: Commands {}

/// Builds commands.
@resultBuilder
@MainActor
public enum CommandsBuilder {
  public static func buildBlock(_ commands: any Commands...) -> CommandList { CommandList() }
}

/// How a window can be resized (macOS).
public struct WindowResizability: Sendable {
  let name: String
  public static let automatic = WindowResizability(name: "automatic")
  public static let contentSize = WindowResizability(name: "contentSize")
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
