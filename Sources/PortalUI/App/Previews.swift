/// The older way to declare previews: a type whose `previews` are the views to show beside the
/// code. Previews compile with the program and are not shown by it.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///   static var previews: some View { ContentView() }
/// }
/// ```
@preconcurrency @MainActor
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for; nil for the one the program is built for.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can be shown for.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device a preview is drawn as, named as Xcode names them (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: Double, height: Double)
}

/// Orientations a preview can be shown in.
public enum InterfaceOrientation: Sendable, CaseIterable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// Namespace of the traits a `#Preview` takes.
public enum Preview {
  /// The kind of trait a view's preview takes.
  public struct ViewTraits: Sendable {}
}

/// A setting of a preview (`#Preview(traits: .sizeThatFitsLayout) { … }`); previews are not
/// shown here, so traits change nothing.
public struct PreviewTrait<T>: Sendable {
  init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var defaultLayout: Self { Self() }
  public static var sizeThatFitsLayout: Self { Self() }
  public static func fixedLayout(width: Double, height: Double) -> Self { Self() }
  public static var portrait: Self { Self() }
  public static var portraitUpsideDown: Self { Self() }
  public static var landscapeLeft: Self { Self() }
  public static var landscapeRight: Self { Self() }
}

extension View {
  /// How the preview of this view is sized; previews are not shown here.
  public func previewLayout(_ value: PreviewLayout) -> Self { self }
  /// The name of the preview of this view; previews are not shown here.
  public func previewDisplayName(_ value: String?) -> Self { self }
  /// The device the preview of this view is drawn as; previews are not shown here.
  public func previewDevice(_ value: PreviewDevice?) -> Self { self }
  /// The orientation of the preview of this view; previews are not shown here.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}
