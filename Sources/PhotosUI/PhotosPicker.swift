import Foundation
import PortalUI
import UIKit

// `import PhotosUI` on Linux. The desktop's nearest photo library is the user's pictures folder
// (`XDG_PICTURES_DIR`, else `~/Pictures`): `PhotosPicker` opens a sheet listing its PNG
// pictures, newest first, and the chosen ones become `PhotosPickerItem`s whose
// `loadTransferable(type:)` gives their bytes (`Data`), an `Image` or a `UIImage`.

/// A picture the person chose.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  /// The picture's file.
  let url: URL

  /// The picture's identifier: its path.
  public var itemIdentifier: String? { url.path }

  /// The file's contents as `type`: `Data`, `Image`, `UIImage` or `URL`; nil for other types or
  /// when the file is gone.
  public func loadTransferable<T>(type: T.Type) async throws -> T? {
    if type == Data.self { return try Data(contentsOf: url) as? T }
    if type == URL.self { return url as? T }
    if type == UIImage.self { return await MainActor.run { UIImage(contentsOfFile: url.path) } as? T }
    if type == Image.self { return await MainActor.run { Image(filePath: url.path) } as? T }
    return nil
  }

  /// Calls `completionHandler` with the contents as `type` (see the async version).
  public func loadTransferable<T>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, Error>) -> Void) -> Progress {
    nonisolated(unsafe) let type = type
    Task {
      do { completionHandler(.success(try await loadTransferable(type: type))) } catch { completionHandler(.failure(error)) }
    }
    return Progress(totalUnitCount: 1)
  }
}

/// Which pictures a picker offers: accepted (the folder's PNG pictures are offered).
public struct PHPickerFilter: Equatable, Sendable {
  public static let images = PHPickerFilter()
  public static let livePhotos = PHPickerFilter()
  public static let videos = PHPickerFilter()
  public static let screenshots = PHPickerFilter()
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter() }
  public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter() }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter() }
}

/// How a picker's choices are encoded: accepted.
public enum PhotosPickerItemEncoding: Sendable { case automatic, current, compatible }

/// A button that lets the person choose pictures (see the module's note).
public struct PhotosPicker<Label: View>: View {
  let limit: Int
  let choose: @MainActor ([PhotosPickerItem]) -> Void
  let label: Label
  @State private var showing = false

  /// Chooses one picture into `selection`.
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItemEncoding = .automatic, @ViewBuilder label: () -> Label
  ) {
    limit = 1
    choose = { selection.wrappedValue = $0.first }
    self.label = label()
  }

  /// Chooses up to `maxSelectionCount` pictures (0 for any number) into `selection`.
  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
    matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItemEncoding = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    limit = maxSelectionCount ?? 0
    choose = { chosen in
      let kept = selection.wrappedValue + chosen
      selection.wrappedValue = (maxSelectionCount ?? 0) > 0 ? Array(kept.suffix(maxSelectionCount!)) : kept
    }
    self.label = label()
  }

  public var body: some View {
    Button { showing = true } label: { label }
      .sheet(isPresented: $showing) {
        PictureChooser(
          pictures: PictureFolder.pictures(),
          choose: { url in
            choose([PhotosPickerItem(url: url)])
            showing = false
          },
          cancel: { showing = false })
      }
  }
}

extension PhotosPicker where Label == Text {
  /// A picker titled `title`.
  public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
    self.init(selection: selection, matching: filter) { Text(String(title)) }
  }

  /// A picker titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
    self.init(selection: selection, matching: filter) { Text(titleKey) }
  }
}

/// How a multiple-choice picker orders its choices: accepted.
public enum PhotosPickerSelectionBehavior: Sendable { case `default`, ordered, continuous, continuousAndOrdered }

extension View {
  /// Presents a picture picker while `isPresented` is true.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItemEncoding = .automatic
  ) -> some View {
    sheet(isPresented: isPresented) {
      PictureChooser(
        pictures: PictureFolder.pictures(),
        choose: { url in
          selection.wrappedValue = PhotosPickerItem(url: url)
          isPresented.wrappedValue = false
        },
        cancel: { isPresented.wrappedValue = false })
    }
  }
}
