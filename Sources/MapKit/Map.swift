import CoreLocation
import Foundation
import PortalUI

/// Where a map looks.
public struct MapCameraPosition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case camera(MapCamera)
  }

  let kind: Kind
  /// Whether the person moved the map since the position was set.
  public private(set) var positionedByUser = false

  /// Fits everything the map shows (the whole world when it shows nothing).
  public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
  /// Shows `region`.
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
  /// Looks from `camera`.
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
  /// Follows the person's location: there is none here, so `fallback`.
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
    fallback
  }

  /// The region, when the position is one.
  public var region: MKCoordinateRegion? {
    if case .region(let region) = kind { return region }
    return nil
  }

  /// The camera, when the position is one.
  public var camera: MapCamera? {
    if case .camera(let camera) = kind { return camera }
    return nil
  }

  func movedByUser(to region: MKCoordinateRegion) -> MapCameraPosition {
    var moved = MapCameraPosition.region(region)
    moved.positionedByUser = true
    return moved
  }
}

/// A viewpoint over the map: a centre and a distance (heading and pitch are accepted; the map
/// is drawn from straight above, north up).
public struct MapCamera: Equatable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: CLLocationDistance
  public var heading: CLLocationDirection
  public var pitch: Double

  public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDirection = 0, pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  var region: MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
  }
}

/// How a person may move the map: dragging pans it here; the others are accepted.
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1 << 0)
  public static let zoom = MapInteractionModes(rawValue: 1 << 1)
  public static let rotate = MapInteractionModes(rawValue: 1 << 2)
  public static let pitch = MapInteractionModes(rawValue: 1 << 3)
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// The map's look: accepted (the ground is drawn the same for every style).
public struct MapStyle: Sendable {
  public static var standard: MapStyle { MapStyle() }
  public static var imagery: MapStyle { MapStyle() }
  public static var hybrid: MapStyle { MapStyle() }
  public static func standard(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle() }
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
  public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle() }

  /// Flat or raised ground.
  public enum Elevation: Sendable { case automatic, flat, realistic }
}

/// Which points of interest a map labels: accepted.
public struct PointOfInterestCategories: Sendable {
  public static var all: PointOfInterestCategories { PointOfInterestCategories() }
  public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories() }
}

/// Keeps the map's current viewport, for `MapReader`'s proxy.
@MainActor
final class MapViewportStore {
  var viewport: MapViewport?
  var frameInWindow: CGRect = .zero
}

private struct MapViewportStoreKey: EnvironmentKey {
  static var defaultValue: MapViewportStore? { nil }
}

extension EnvironmentValues {
  var mapViewportStore: MapViewportStore? {
    get { self[MapViewportStoreKey.self] }
    set { self[MapViewportStoreKey.self] = newValue }
  }
}

/// Converts between the points of the map inside it and coordinates on the Earth.
@MainActor
public struct MapProxy {
  let store: MapViewportStore

  /// The coordinate under `point` (in the map's own coordinates for `.local`, the window's for
  /// `.global`), or nil before the map was laid out.
  public func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CLLocationCoordinate2D? {
    guard let viewport = store.viewport else { return nil }
    let local = coordinateSpace == .global
      ? CGPoint(x: point.x - store.frameInWindow.minX, y: point.y - store.frameInWindow.minY) : point
    return viewport.coordinate(at: local)
  }

  /// Where `coordinate` is, in the map's own coordinates or the window's.
  public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: CoordinateSpace) -> CGPoint? {
    guard let viewport = store.viewport else { return nil }
    let local = viewport.point(for: coordinate)
    return coordinateSpace == .global
      ? CGPoint(x: local.x + store.frameInWindow.minX, y: local.y + store.frameInWindow.minY) : local
  }

  /// The camera looking at what the map shows now.
  public var camera: MapCamera? {
    guard let region = store.viewport?.region else { return nil }
    return MapCamera(centerCoordinate: region.center, distance: region.span.latitudeDelta * 111_320)
  }
}

/// Gives its content a proxy to convert between the points of a `Map` inside it and
/// coordinates.
public struct MapReader<Content: View>: View {
  let content: (MapProxy) -> Content
  @State private var store = MapViewportStore()

  public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) { self.content = content }

  public var body: some View {
    content(MapProxy(store: store)).environment(\.mapViewportStore, store)
  }
}

/// A map. There are no map tiles here (they would need a network and a tile service): the
/// ground is drawn as a graticule, lines of latitude and longitude labelled in degrees, under
/// the map's content (annotations, markers, circles and lines) placed where their coordinates
/// are in Web Mercator, as on a real map. Dragging pans the map (a `position` binding follows);
/// `MapReader`'s proxy converts between points and coordinates.
public struct Map<Content: View>: View {
  let marks: @MainActor () -> [MapMark]
  let positionBinding: Binding<MapCameraPosition>?
  let regionBinding: Binding<MKCoordinateRegion>?
  let initialPosition: MapCameraPosition
  let interactionModes: MapInteractionModes

  @State private var ownPosition: MapCameraPosition?
  @State private var dragStart: MapViewport?
  @Environment(\.mapViewportStore) private var store
  @Environment(\.colorScheme) private var colorScheme

  init(
    marks: @escaping @MainActor () -> [MapMark], position: Binding<MapCameraPosition>?, region: Binding<MKCoordinateRegion>?,
    initial: MapCameraPosition, interactionModes: MapInteractionModes
  ) {
    self.marks = marks
    positionBinding = position
    regionBinding = region
    initialPosition = initial
    self.interactionModes = interactionModes
  }

  public var body: some View {
    // Read while the map's body is evaluated, so the content's observed values (a model's
    // list of places) bring the map up to date when they change.
    let shown = marks()
    return GeometryReader { geometry in
      let viewport = MapViewport(region: region(fitting: shown), size: geometry.size)
      let _ = remember(viewport, frame: geometry.frame(in: .global))
      ZStack(alignment: .topLeading) {
        MapGround(viewport: viewport, marks: shown, dark: colorScheme == .dark)
        ForEach(Array(shown.enumerated()), id: \.offset) { _, mark in
          if case .view(let view, let anchor) = mark.kind {
            let point = viewport.point(for: mark.coordinate)
            view.fixedSize()
              .alignmentGuide(.leading) { $0.width * anchor.x }
              .alignmentGuide(.top) { $0.height * anchor.y }
              .offset(x: point.x, y: point.y)
          }
        }
      }
      .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
      .clipped()
      .contentShape(Rectangle())
      .gesture(pan(viewport))
    }
  }

  private func remember(_ viewport: MapViewport, frame: CGRect) {
    store?.viewport = viewport
    store?.frameInWindow = frame
  }

  /// The region to show: the binding's, the state's, or everything the map shows.
  private func region(fitting marks: [MapMark]) -> MKCoordinateRegion {
    if let regionBinding { return regionBinding.wrappedValue }
    let position = positionBinding?.wrappedValue ?? ownPosition ?? initialPosition
    switch position.kind {
    case .region(let region): return region
    case .camera(let camera): return camera.region
    case .automatic: return Self.regionFitting(marks)
    }
  }

  static func regionFitting(_ marks: [MapMark]) -> MKCoordinateRegion {
    let coordinates = marks.flatMap { mark -> [CLLocationCoordinate2D] in
      if case .polyline(let points, _, _) = mark.kind { return points }
      return [mark.coordinate]
    }
    guard let first = coordinates.first else {
      return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
    }
    var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
    for c in coordinates {
      south = min(south, c.latitude)
      north = max(north, c.latitude)
      west = min(west, c.longitude)
      east = max(east, c.longitude)
    }
    // A margin around them, and at least a city's width.
    let latitudeDelta = max((north - south) * 1.4, 0.05)
    let longitudeDelta = max((east - west) * 1.4, 0.05)
    return MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
      span: MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta))
  }

  private func pan(_ viewport: MapViewport) -> some Gesture {
    DragGesture(minimumDistance: 4)
      .onChanged { value in
        guard interactionModes.contains(.pan) else { return }
        let start = dragStart ?? viewport
        if dragStart == nil { dragStart = viewport }
        var moved = start
        moved.center = CGPoint(
          x: start.center.x - value.translation.width * start.unitsPerPoint,
          y: start.center.y - value.translation.height * start.unitsPerPoint)
        move(to: moved.region)
      }
      .onEnded { _ in dragStart = nil }
  }

  private func move(to region: MKCoordinateRegion) {
    if let regionBinding {
      regionBinding.wrappedValue = region
    } else if let positionBinding {
      positionBinding.wrappedValue = positionBinding.wrappedValue.movedByUser(to: region)
    } else {
      ownPosition = initialPosition.movedByUser(to: region)
    }
  }
}

extension Map where Content == AnyView {
  /// A map starting at `initialPosition`, showing `content`.
  public init<C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
    @MapContentBuilder content: @escaping () -> C
  ) {
    self.init(marks: { content().marks() }, position: nil, region: nil, initial: initialPosition, interactionModes: interactionModes)
  }

  /// A map starting at `initialPosition`, showing nothing over its ground.
  public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {
    self.init(marks: { [] }, position: nil, region: nil, initial: initialPosition, interactionModes: interactionModes)
  }

  /// A map at `position`, which follows the person's panning, showing `content`.
  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
    @MapContentBuilder content: @escaping () -> C
  ) {
    self.init(marks: { content().marks() }, position: position, region: nil, initial: .automatic, interactionModes: interactionModes)
  }

  /// A map at `position`, showing nothing over its ground.
  public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
    self.init(marks: { [] }, position: position, region: nil, initial: .automatic, interactionModes: interactionModes)
  }

  /// A map of `coordinateRegion` (iOS 14–16), which follows the person's panning.
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false
  ) {
    self.init(marks: { [] }, position: nil, region: coordinateRegion, initial: .automatic, interactionModes: interactionModes)
  }

  /// A map of `coordinateRegion` with an annotation for each item (iOS 14–16).
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable {
    self.init(
      marks: {
        var marks: [MapMark] = []
        for item in annotationItems { annotationContent(item).mapMark.collect(&marks) }
        return marks
      }, position: nil, region: coordinateRegion, initial: .automatic, interactionModes: interactionModes)
  }
}

extension View {
  /// The map's look: accepted (see `MapStyle`).
  public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
  /// The map's controls: accepted (there are none to show).
  public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
  /// Runs `action` when the map's camera changes: accepted.
  public func onMapCameraChange(perform action: @escaping () -> Void) -> some View { self }
}

/// The ground of a map without tiles: a graticule, and the circles and lines of its content.
struct MapGround: View {
  let viewport: MapViewport
  let marks: [MapMark]
  let dark: Bool

  var body: some View {
    let viewport = viewport
    let marks = marks
    let land = dark ? Color(red: 0.13, green: 0.14, blue: 0.15) : Color(red: 0.95, green: 0.94, blue: 0.91)
    let line = dark ? Color(red: 0.24, green: 0.25, blue: 0.27) : Color(red: 0.82, green: 0.80, blue: 0.76)
    let label = dark ? Color(white: 0.55) : Color(white: 0.45)
    return DrawingCanvas { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(land))
      let region = viewport.region
      let step = MapGround.gridStep(for: max(region.span.longitudeDelta, 1e-6) * 120 / max(size.width, 1))
      var longitude = (region.center.longitude - region.span.longitudeDelta / 2 - step).rounded(toMultipleOf: step)
      while longitude <= region.center.longitude + region.span.longitudeDelta / 2 + step {
        let x = viewport.point(for: CLLocationCoordinate2D(latitude: region.center.latitude, longitude: longitude)).x
        var meridian = Path()
        meridian.move(to: CGPoint(x: x, y: 0))
        meridian.addLine(to: CGPoint(x: x, y: size.height))
        context.stroke(meridian, with: .color(line), lineWidth: 1)
        context.draw(Text(MapGround.degrees(longitude, positive: "E", negative: "W")).font(.caption2).foregroundColor(label),
                     at: CGPoint(x: x + 3, y: size.height - 4), anchor: .bottomLeading)
        longitude += step
      }
      var latitude = max(-85, (region.center.latitude - region.span.latitudeDelta / 2 - step).rounded(toMultipleOf: step))
      while latitude <= min(85, region.center.latitude + region.span.latitudeDelta / 2 + step) {
        let y = viewport.point(for: CLLocationCoordinate2D(latitude: latitude, longitude: region.center.longitude)).y
        var parallel = Path()
        parallel.move(to: CGPoint(x: 0, y: y))
        parallel.addLine(to: CGPoint(x: size.width, y: y))
        context.stroke(parallel, with: .color(line), lineWidth: 1)
        context.draw(Text(MapGround.degrees(latitude, positive: "N", negative: "S")).font(.caption2).foregroundColor(label),
                     at: CGPoint(x: 4, y: y - 2), anchor: .bottomLeading)
        latitude += step
      }
      for mark in marks {
        switch mark.kind {
        case .circle(let radius, let fill, let stroke, let lineWidth):
          let centre = viewport.point(for: mark.coordinate)
          let edge = viewport.point(
            for: CLLocationCoordinate2D(latitude: mark.coordinate.latitude + radius / 111_320, longitude: mark.coordinate.longitude))
          let r = abs(centre.y - edge.y)
          let circle = Path(ellipseIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
          context.fill(circle, with: .color(fill))
          context.stroke(circle, with: .color(stroke), lineWidth: lineWidth)
        case .polyline(let coordinates, let stroke, let lineWidth):
          var path = Path()
          for (index, coordinate) in coordinates.enumerated() {
            let p = viewport.point(for: coordinate)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
          }
          context.stroke(path, with: .color(stroke), lineWidth: lineWidth)
        case .view:
          break
        }
      }
    }
  }

  /// A round number of degrees near `target` between grid lines.
  static func gridStep(for target: Double) -> Double {
    let steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 45, 90]
    return steps.first { $0 >= target } ?? 90
  }

  static func degrees(_ value: Double, positive: String, negative: String) -> String {
    let magnitude = abs(value)
    let text = magnitude >= 1 || magnitude == 0 ? String(format: "%g", (magnitude * 1000).rounded() / 1000) : String(format: "%.3g", magnitude)
    return value == 0 ? "0°" : "\(text)°\(value > 0 ? positive : negative)"
  }
}

extension Double {
  fileprivate func rounded(toMultipleOf step: Double) -> Double { (self / step).rounded(.down) * step }
}
