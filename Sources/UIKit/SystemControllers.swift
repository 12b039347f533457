import Foundation
import PortalGraphics
import PortalUI

/// What a navigation controller tells its delegate: nothing here.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// What an image picker tells its delegate.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The person chose an image: `info[.originalImage]` is it.
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The person cancelled.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// UIKit's photo picker. The desktop's nearest photo library is the user's pictures folder
/// (`XDG_PICTURES_DIR`, else `~/Pictures`): the picker lists the PNG pictures there, newest
/// first; choosing one tells the delegate with the image as `.originalImage` (and
/// `.editedImage` when editing is allowed) and its file as `.imageURL`; Cancel tells it the
/// person cancelled. There is no camera (`isSourceTypeAvailable(.camera)` is false).
open class UIImagePickerController: UINavigationController {
  /// Where pictures come from.
  open var sourceType: SourceType = .photoLibrary
  /// The delegate told of the choice.
  open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  /// Whether the image may be cropped: the image is also given as `.editedImage`.
  open var allowsEditing = false
  /// The media types offered: images.
  open var mediaTypes: [String] = ["public.image"]

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether `sourceType` exists here: the photo library and saved photos do, a camera not.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

  /// The media types `sourceType` offers.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { ["public.image"] }

  open override func loadView() {
    let chooser = PictureChooser(
      pictures: PictureFolder.pictures(),
      choose: { [weak self] url in self?.choose(url) },
      cancel: { [weak self] in
        guard let self else { return }
        self.delegate?.imagePickerControllerDidCancel(self)
      })
    view = UIHostedSwiftUIView(content: AnyView(chooser))
  }

  private func choose(_ url: URL) {
    guard let image = UIImage(contentsOfFile: url.path) else { return }
    var info: [InfoKey: Any] = [.originalImage: image, .imageURL: url, .mediaType: "public.image"]
    if allowsEditing { info[.editedImage] = image }
    delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// Where pictures come from.
  public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }

  /// The keys of what the delegate is told.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
  }
}

/// The user's pictures folder, the desktop's nearest photo library.
package enum PictureFolder {
  /// `XDG_PICTURES_DIR` from the environment or `user-dirs.dirs`, else `~/Pictures`.
  package static var url: URL {
    let home = FileManager.default.homeDirectoryForCurrentUser
    if let fromEnvironment = ProcessInfo.processInfo.environment["XDG_PICTURES_DIR"], !fromEnvironment.isEmpty {
      return URL(fileURLWithPath: fromEnvironment)
    }
    let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
      ?? home.appendingPathComponent(".config")
    if let dirs = try? String(contentsOf: config.appendingPathComponent("user-dirs.dirs"), encoding: .utf8) {
      for line in dirs.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
        let value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return URL(fileURLWithPath: value.replacingOccurrences(of: "$HOME", with: home.path))
      }
    }
    return home.appendingPathComponent("Pictures")
  }

  /// The PNG pictures in the folder, newest first.
  package static func pictures() -> [URL] {
    let keys: [URLResourceKey] = [.contentModificationDateKey]
    let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: keys)) ?? []
    func date(_ url: URL) -> Date { (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast }
    return files.filter { $0.pathExtension.lowercased() == "png" }.sorted { date($0) > date($1) }
  }

  /// Saves `image` as a new PNG in the folder, named by the time.
  static func save(_ image: UIImage) throws -> URL {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH.mm.ss"
    var file = url.appendingPathComponent("Image \(formatter.string(from: Date())).png")
    var n = 2
    while FileManager.default.fileExists(atPath: file.path) {
      file = url.appendingPathComponent("Image \(formatter.string(from: Date())) \(n).png")
      n += 1
    }
    guard let data = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
    try data.write(to: file)
    return file
  }
}

/// The picker's list: the folder's pictures as thumbnails, and Cancel.
package struct PictureChooser: View {
  let pictures: [URL]
  let choose: @MainActor (URL) -> Void
  let cancel: @MainActor () -> Void

  package init(pictures: [URL], choose: @escaping @MainActor (URL) -> Void, cancel: @escaping @MainActor () -> Void) {
    self.pictures = pictures
    self.choose = choose
    self.cancel = cancel
  }

  package var body: some View {
    VStack(spacing: 0) {
      HStack {
        Button("Cancel", action: cancel)
        Spacer()
        Text("Pictures").font(.headline)
        Spacer()
      }
      .padding(12)
      Divider()
      if pictures.isEmpty {
        ContentUnavailableView(
          "No Pictures", systemImage: "photo",
          description: Text("PNG pictures in \(PictureFolder.url.path) are shown here."))
      } else {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 4)], spacing: 4) {
            ForEach(pictures, id: \.self) { url in
              Button {
                choose(url)
              } label: {
                Image(filePath: url.path).resizable().aspectRatio(contentMode: .fill)
                  .frame(width: 96, height: 96).clipped()
              }
              .buttonStyle(.plain)
              .accessibilityLabel(url.deletingPathExtension().lastPathComponent)
            }
          }
          .padding(4)
        }
      }
    }
  }
}

/// Saves `image` to the user's pictures folder (see `UIImagePickerController`), and calls
/// `completionTarget`'s selector never (selectors need the Objective-C runtime): pass nil, or
/// look for the file.
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: OpaquePointer?, _ contextInfo: UnsafeMutableRawPointer?
) {
  do {
    _ = try PictureFolder.save(image)
  } catch {
    FileHandle.standardError.write(Data("warning: cannot save the image to \(PictureFolder.url.path): \(error)\n".utf8))
  }
}

/// UIKit's share sheet. The desktop's nearest: the shared text and links are listed with a
/// Copy button that puts them on the clipboard, and Done; `completionWithItemsHandler` is told
/// which (`.copyToPasteboard`, or cancelled).
open class UIActivityViewController: UIViewController {
  /// The items shared.
  public let activityItems: [Any]
  /// Told when the sheet closes: the activity, whether it completed, returned items, an error.
  open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?
  /// Activities left out: kept.
  open var excludedActivityTypes: [UIActivity.ActivityType]?

  /// A share sheet for `activityItems`.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { fatalError("a share sheet is made with its items") }

  /// The items as text: strings, URLs, and the descriptions of anything else but images.
  var sharedText: String {
    activityItems.compactMap { item -> String? in
      switch item {
      case let text as String: text
      case let url as URL: url.isFileURL ? url.path : url.absoluteString
      case is UIImage: nil
      default: String(describing: item)
      }
    }.joined(separator: "\n")
  }

  open override func loadView() {
    let text = sharedText
    let sheet = ShareSheetView(
      text: text,
      copy: { [weak self] in
        UIPasteboard.general.string = text
        self?.completionWithItemsHandler?(.copyToPasteboard, true, nil, nil)
      },
      done: { [weak self] in self?.completionWithItemsHandler?(nil, false, nil, nil) })
    view = UIHostedSwiftUIView(content: AnyView(sheet))
  }
}

/// The share sheet's content.
struct ShareSheetView: View {
  let text: String
  let copy: @MainActor () -> Void
  let done: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Share").font(.headline)
      Text(text).textSelection(.enabled).lineLimit(6)
      HStack {
        Button("Done", action: done)
        Spacer()
        Button("Copy", action: copy).buttonStyle(.borderedProminent)
      }
    }
    .padding(16)
  }
}

/// An activity of a share sheet.
open class UIActivity: NSObject {
  /// An activity's kind.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
    public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
    public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
    public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
    public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
    public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
    public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
  }
}
