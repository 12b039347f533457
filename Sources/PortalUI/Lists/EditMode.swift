import Observation

/// Whether a view's content is being edited: in a list, rows of a `ForEach` with `onDelete`
/// show a delete control while it is active.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe on one row, on iOS).
  case transient
  /// Editing.
  case active

  /// Whether this is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

/// The edit mode of a program whose views set none: what `EditButton` and lists share when no
/// `.environment(\.editMode, …)` above them gives one.
@Observable @MainActor
final class SharedEditMode {
  var mode = EditMode.inactive

  static let shared = SharedEditMode()

  /// A binding to the shared mode; views that read it are evaluated again when it changes.
  static var binding: Binding<EditMode> {
    Binding(get: { shared.mode }, set: { shared.mode = $0 })
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { MainActor.assumeIsolated { SharedEditMode.binding } }
}

extension EnvironmentValues {
  /// The edit mode of the views here, as a binding an `EditButton` flips. Where no view above
  /// sets one, every `EditButton` and list in the program shares one edit mode (on iOS each
  /// navigation stack has its own).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that turns the edit mode of the environment on and off, titled "Edit" and "Done".
///
/// ```swift
/// NavigationStack {
///   List { ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) } }
///     .toolbar { EditButton() }
/// }
/// ```
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button for the environment's edit mode.
  public init() {}

  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button(isEditing ? "Done" : "Edit") {
      guard let editMode else { return }
      withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
    }
    .fontWeight(isEditing ? .semibold : nil)
  }
}
