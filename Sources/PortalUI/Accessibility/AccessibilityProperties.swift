import Foundation

/// What a view tells assistive technologies about itself: the values its accessibility
/// modifiers set. Each modifier carries its part; the accessibility tree reads them from a
/// view's modifiers, innermost last.
struct AccessibilityProperties {
  var label: Text?
  var value: Text?
  var hint: Text?
  var identifier: String?
  var isHidden: Bool?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var children: AccessibilityChildBehavior?
  var sortPriority: Double?
  var inputLabels: [Text] = []
  var actions: [AccessibilityActionEntry] = []
  var headingLevel: AccessibilityHeadingLevel?
}

/// An action a view offers assistive technologies.
struct AccessibilityActionEntry {
  enum Name {
    case kind(AccessibilityActionKind)
    case named(Text)
    case adjust
  }

  let name: Name
  let perform: () -> Void
}

/// A view with accessibility properties for the view it wraps.
struct AccessibilityModifierView<Content: View>: View, SingleChildModifier, AccessibilityCarrying {
  let content: Content
  let accessibility: AccessibilityProperties
}

/// Views that carry accessibility properties.
@MainActor
protocol AccessibilityCarrying {
  var accessibility: AccessibilityProperties { get }
}

/// What a view is to assistive technologies, beside its role.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  public typealias Element = AccessibilityTraits
  private var bits: UInt32

  private init(bits: UInt32) { self.bits = bits }
  public init() { bits = 0 }

  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)
  public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let had = contains(newMember)
    bits |= newMember.bits
    return (!had, newMember)
  }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// How a view's children appear to assistive technologies.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case ignore, contain, combine }
  let kind: Kind
  /// The children are hidden; the view is one element.
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// The children are elements inside this one.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
  /// The children's labels and actions are merged into this element's.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// A standard action a view offers assistive technologies.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The view's main action (a click).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Going back or dismissing.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deleting the element.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  public init(named name: Text) { self.name = name.content }
  init(name: String) { self.name = name }
}

/// Which way an adjustable element is adjusted.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment
  case decrement
}

/// The level of a heading.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

/// How an element's announcement is spoken; accepted.
public struct AccessibilityTextContentType: Hashable, Sendable {
  let name: String
  public static let plain = AccessibilityTextContentType(name: "plain")
  public static let console = AccessibilityTextContentType(name: "console")
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
