import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state of an `AsyncImage`'s load.
public enum AsyncImagePhase: Sendable {
  /// Loading, or nothing to load (no URL).
  case empty
  /// Loaded.
  case success(Image)
  /// The load or the decode failed.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// Why the load failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// A picture loaded from a URL (`https:`, `http:` or `file:`) while a placeholder shows: a
/// grey fill by default, or the view a closure gives for each phase.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/cover.png")) { image in
///   image.resizable().scaledToFit()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
///
/// The bytes are kept in the user's cache directory (`$XDG_CACHE_HOME/portal-async-images`),
/// named by the URL, and shown as pictures from a file are (PNG). A URL that fails, or bytes
/// that do not decode, give the `.failure` phase, with one warning naming the URL. `scale` is
/// accepted for SwiftUI's spelling; the picture's size is its pixel size (resize it with
/// `.resizable()` as most code does).
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: Double
  let transaction: Transaction
  let content: (AsyncImagePhase) -> Content
  @State private var phase = AsyncImagePhase.empty

  /// The loaded picture as is, or a grey placeholder until it loads.
  public init(url: URL?, scale: Double = 1) where Content == AnyView {
    self.init(url: url, scale: scale) { phase in
      return phase.image.map { AnyView($0) } ?? AnyView(Color.gray.opacity(0.25))
    }
  }

  /// The loaded picture given to `content`, and `placeholder` until then (and on failure).
  public init<I: View, P: View>(
    url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
  ) where Content == AnyView {
    self.init(url: url, scale: scale) { phase in
      return phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder())
    }
  }

  /// The view `content` gives for each phase of the load.
  public init(
    url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
  }

  public var body: some View {
    content(phase)
      .task(id: url) {
        guard let url else {
          phase = .empty
          return
        }
        let loaded = await AsyncImageLoader.load(url)
        withTransaction(transaction) { phase = loaded }
      }
  }
}

/// Fetches and caches the bytes of `AsyncImage`s.
enum AsyncImageLoader {
  struct Undecodable: Error, CustomStringConvertible {
    let url: URL
    var description: String { "the bytes at \(url) are not a picture this program can show (PNG)" }
  }

  static func load(_ url: URL) async -> AsyncImagePhase {
    do {
      let path = try await localPath(for: url)
      guard let header = try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).readData(ofLength: 8),
        header.starts(with: [0x89, 0x50, 0x4E, 0x47])
      else { throw Undecodable(url: url) }
      return .success(Image(filePath: path))
    } catch {
      FileHandle.standardError.write(Data("portal: warning: AsyncImage could not load \(url): \(error)\n".utf8))
      return .failure(error)
    }
  }

  /// A file holding the URL's bytes: the file itself for a `file:` URL, else a cached download.
  static func localPath(for url: URL) async throws -> String {
    if url.isFileURL { return url.path }
    let cache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    let directory = cache.appendingPathComponent("portal-async-images")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let name = String(url.absoluteString.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 16)
    let file = directory.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: file.path) { return file.path }
    let (data, response) = try await URLSession.shared.data(from: url)
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      throw URLError(.badServerResponse)
    }
    try data.write(to: file)
    return file.path
  }
}
