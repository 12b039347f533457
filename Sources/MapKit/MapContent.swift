import CoreLocation
import Foundation
import PortalUI

/// What a `Map` shows over its ground: annotations, markers, circles and lines, built with
/// `@MapContentBuilder` as SwiftUI builds views.
@preconcurrency @MainActor
public protocol MapContent {
  // Not named `Body`: the primitive pieces are views too (so `ForEach` holds them), and one
  // name for both protocols' bodies would tie the two requirements together.
  associatedtype MapBody: MapContent
  @MapContentBuilder var body: MapBody { get }
}

extension Never: MapContent {}

/// Map content the map draws itself.
@MainActor
protocol PrimitiveMapContent {
  func collect(into marks: inout [MapMark])
}

/// One thing drawn on a map.
struct MapMark {
  enum Kind {
    /// A view centred (by `anchor`) on the coordinate.
    case view(AnyView, anchor: UnitPoint)
    /// A circle of `radius` metres around the coordinate.
    case circle(radius: CLLocationDistance, fill: Color, stroke: Color, lineWidth: CGFloat)
    /// A line through `coordinates`.
    case polyline([CLLocationCoordinate2D], stroke: Color, lineWidth: CGFloat)
  }

  var coordinate: CLLocationCoordinate2D
  var kind: Kind
}

extension MapContent {
  /// Everything this content draws, in order.
  func marks() -> [MapMark] {
    var marks: [MapMark] = []
    collectMarks(self, into: &marks)
    return marks
  }
}

@MainActor
func collectMarks(_ content: any MapContent, into marks: inout [MapMark]) {
  if let primitive = content as? any PrimitiveMapContent {
    primitive.collect(into: &marks)
  } else {
    collectMarks(content.body, into: &marks)
  }
}

/// Builds map content from statements, as `@ViewBuilder` builds views.
@resultBuilder
public enum MapContentBuilder {
  public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
  public static func buildBlock() -> MapContentGroup { MapContentGroup(items: []) }
  public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
  public static func buildBlock(_ contents: any MapContent...) -> MapContentGroup { MapContentGroup(items: contents) }
  public static func buildOptional<C: MapContent>(_ content: C?) -> MapContentGroup {
    MapContentGroup(items: content.map { [$0] } ?? [])
  }
  public static func buildEither<C: MapContent>(first content: C) -> MapContentGroup { MapContentGroup(items: [content]) }
  public static func buildEither<C: MapContent>(second content: C) -> MapContentGroup { MapContentGroup(items: [content]) }
  public static func buildArray(_ contents: [any MapContent]) -> MapContentGroup { MapContentGroup(items: contents) }
  public static func buildLimitedAvailability(_ content: any MapContent) -> MapContentGroup { MapContentGroup(items: [content]) }
}

/// Several pieces of map content.
public struct MapContentGroup: MapContent, PrimitiveMapContent {
  // Built by the result builder wherever the content closure runs; read on the main actor.
  nonisolated(unsafe) let items: [any MapContent]

  nonisolated init(items: [any MapContent]) { self.items = items }

  @ViewBuilder public var body: Never { fatalError("drawn by the map") }

  func collect(into marks: inout [MapMark]) {
    for item in items { collectMarks(item, into: &marks) }
  }
}

extension ForEach: MapContent where Content: MapContent {}

extension ForEach: PrimitiveMapContent where Content: MapContent {
  func collect(into marks: inout [MapMark]) {
    for element in data { collectMarks(content(element), into: &marks) }
  }
}

/// A view on the map at a coordinate, with a title under it.
public struct Annotation<Label: View, Content: View>: View, MapContent, PrimitiveMapContent {
  let coordinate: CLLocationCoordinate2D
  let anchor: UnitPoint
  let content: Content
  let label: Label

  /// `content` at `coordinate`, `label` under it.
  public init(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.coordinate = coordinate
    self.anchor = anchor
    self.content = content()
    self.label = label()
  }

  @ViewBuilder public var body: Never { fatalError("drawn by the map") }

  func collect(into marks: inout [MapMark]) {
    let view = VStack(spacing: 2) {
      content
      label.font(.caption).foregroundStyle(.primary)
    }
    marks.append(MapMark(coordinate: coordinate, kind: .view(AnyView(view), anchor: anchor)))
  }
}

extension Annotation where Label == Text {
  /// `content` at `coordinate`, titled `title`.
  public init<S: StringProtocol>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
  ) {
    self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(String(title)) }
  }

  /// `content` at `coordinate`, titled by a localized key.
  @_disfavoredOverload
  public init(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
    @ViewBuilder content: () -> Content
  ) {
    self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
  }
}

/// A balloon marking a coordinate, with its title under it.
public struct Marker: View, MapContent, PrimitiveMapContent {
  let title: Text?
  let symbol: String
  let coordinate: CLLocationCoordinate2D
  var color: Color = .red

  /// A marker titled `title`.
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(String(title)), symbol: "mappin", coordinate: coordinate)
  }

  /// A marker titled by a localized key.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(titleKey), symbol: "mappin", coordinate: coordinate)
  }

  /// A marker with a symbol in its balloon.
  public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(String(title)), symbol: systemImage, coordinate: coordinate)
  }

  /// A marker with no title.
  public init(coordinate: CLLocationCoordinate2D) { self.init(title: nil, symbol: "mappin", coordinate: coordinate) }

  init(title: Text?, symbol: String, coordinate: CLLocationCoordinate2D) {
    self.title = title
    self.symbol = symbol
    self.coordinate = coordinate
  }

  /// The balloon's colour.
  public func tint(_ color: Color) -> Marker {
    var copy = self
    copy.color = color
    return copy
  }

  @ViewBuilder public var body: Never { fatalError("drawn by the map") }

  func collect(into marks: inout [MapMark]) {
    let balloon = VStack(spacing: 2) {
      Image(systemName: symbol).font(.system(size: 13, weight: .semibold)).foregroundStyle(.white)
        .frame(width: 28, height: 28).background(Circle().fill(color)).overlay(Circle().stroke(Color.white, lineWidth: 2))
      if let title { title.font(.caption).bold().foregroundStyle(.primary) }
    }
    // The balloon's centre sits on the coordinate.
    marks.append(MapMark(coordinate: coordinate, kind: .view(AnyView(balloon), anchor: UnitPoint(x: 0.5, y: 0.25))))
  }
}

/// A circle of a radius in metres around a coordinate.
public struct MapCircle: View, MapContent, PrimitiveMapContent {
  let center: CLLocationCoordinate2D
  let radius: CLLocationDistance
  var fill = Color.blue.opacity(0.2)
  var strokeColor = Color.blue
  var lineWidth: CGFloat = 1

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = radius
  }

  /// The circle's fill.
  public func foregroundStyle(_ color: Color) -> MapCircle {
    var copy = self
    copy.fill = color
    return copy
  }

  /// The circle's outline.
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> MapCircle {
    var copy = self
    copy.strokeColor = color
    copy.lineWidth = lineWidth
    return copy
  }

  @ViewBuilder public var body: Never { fatalError("drawn by the map") }

  func collect(into marks: inout [MapMark]) {
    marks.append(
      MapMark(coordinate: center, kind: .circle(radius: radius, fill: fill, stroke: strokeColor, lineWidth: lineWidth)))
  }
}

/// A line through coordinates.
public struct MapPolyline: View, MapContent, PrimitiveMapContent {
  let coordinates: [CLLocationCoordinate2D]
  var strokeColor = Color.blue
  var lineWidth: CGFloat = 3

  public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }

  /// The line's colour and width.
  public func stroke(_ color: Color, lineWidth: CGFloat = 3) -> MapPolyline {
    var copy = self
    copy.strokeColor = color
    copy.lineWidth = lineWidth
    return copy
  }

  @ViewBuilder public var body: Never { fatalError("drawn by the map") }

  func collect(into marks: inout [MapMark]) {
    guard let first = coordinates.first else { return }
    marks.append(MapMark(coordinate: first, kind: .polyline(coordinates, stroke: strokeColor, lineWidth: lineWidth)))
  }
}

/// The person's location: not shown (there is no location here; see CoreLocation).
public struct UserAnnotation: View, MapContent, PrimitiveMapContent {
  public init() {}
  @ViewBuilder public var body: Never { fatalError("drawn by the map") }
  func collect(into marks: inout [MapMark]) {}
}

// The iOS 14–16 annotations, for `Map(coordinateRegion:annotationItems:annotationContent:)`.

/// An annotation of the older map API.
@preconcurrency @MainActor
public protocol MapAnnotationProtocol {
  /// What the map draws for it.
  var mapMark: MapMarkContent { get }
}

/// What an older annotation draws: opaque to apps.
public struct MapMarkContent {
  let collect: @MainActor (inout [MapMark]) -> Void
}

/// A balloon at a coordinate (iOS 14–16).
public struct MapMarker: MapAnnotationProtocol {
  let marker: Marker
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    marker = Marker(coordinate: coordinate).tint(tint ?? .red)
  }
  public var mapMark: MapMarkContent { MapMarkContent { marker.collect(into: &$0) } }
}

/// A pin at a coordinate (iOS 14–16): drawn as a marker.
public struct MapPin: MapAnnotationProtocol {
  let marker: Marker
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    marker = Marker(coordinate: coordinate).tint(tint ?? .red)
  }
  public var mapMark: MapMarkContent { MapMarkContent { marker.collect(into: &$0) } }
}

/// A view at a coordinate (iOS 14–16).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let anchor: UnitPoint
  let content: Content
  public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
    self.coordinate = coordinate
    anchor = UnitPoint(x: anchorPoint.x, y: anchorPoint.y)
    self.content = content()
  }
  public var mapMark: MapMarkContent {
    MapMarkContent { [coordinate, anchor, content] in
      $0.append(MapMark(coordinate: coordinate, kind: .view(AnyView(content), anchor: anchor)))
    }
  }
}
