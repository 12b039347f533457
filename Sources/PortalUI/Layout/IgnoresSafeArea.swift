/// The kinds of safe area a view can extend into with `ignoresSafeArea(_:edges:)`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area system bars and the device's edges cover.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area a software keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Lets the view extend into the safe area on `edges`. A desktop window has no safe area
  /// (no notch, status bar, home indicator or software keyboard covers it), so the view is
  /// laid out exactly as it would be without this modifier.
  ///
  /// ```swift
  /// Color.indigo.ignoresSafeArea()
  /// ```
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

  /// The older spelling of `ignoresSafeArea(edges:)`; as that, it changes nothing in a
  /// desktop window, which has no safe area.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
