import CoreLocation
import Foundation

/// The extent of a map region in degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangle of the Earth: a centre and a span.
public struct MKCoordinateRegion: Hashable, Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
  public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
    let metresPerDegree = 111_320.0
    let longitudeScale = max(cos(center.latitude * .pi / 180), 0.01)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
  }
}

/// Web Mercator, the projection map tiles are drawn in: longitude and latitude to a unit square
/// (x to the east, y to the south), and back.
enum Mercator {
  static let maximumLatitude = 85.05112878

  static func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
    let latitude = min(max(coordinate.latitude, -maximumLatitude), maximumLatitude) * .pi / 180
    let x = (coordinate.longitude + 180) / 360
    let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
    return CGPoint(x: x, y: y)
  }

  static func coordinate(_ point: CGPoint) -> CLLocationCoordinate2D {
    let longitude = Double(point.x) * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * Double(point.y)))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

/// What a map shows in a view of some size: the region fitted to the view's shape (the region
/// is always wholly visible, as MapKit fits it), as a Mercator rectangle.
struct MapViewport: Equatable {
  /// The Mercator point at the view's centre.
  var center: CGPoint
  /// Mercator units per point.
  var unitsPerPoint: CGFloat
  /// The view's size.
  var size: CGSize

  init(region: MKCoordinateRegion, size: CGSize) {
    let centre = Mercator.point(region.center)
    let top = Mercator.point(
      CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: 0))
    let bottom = Mercator.point(
      CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: 0))
    let width = CGFloat(max(region.span.longitudeDelta, 1e-9) / 360)
    // Mercator stretches towards the poles: the region's centre is not the middle of its
    // Mercator extent, so the taller half decides.
    let height = max(2 * max(abs(top.y - centre.y), abs(bottom.y - centre.y)), 1e-9)
    center = centre
    self.size = size
    unitsPerPoint = max(width / max(size.width, 1), height / max(size.height, 1))
  }

  /// Where `coordinate` is in the view.
  func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
    let p = Mercator.point(coordinate)
    return CGPoint(x: size.width / 2 + (p.x - center.x) / unitsPerPoint, y: size.height / 2 + (p.y - center.y) / unitsPerPoint)
  }

  /// The coordinate under `point` of the view.
  func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
    Mercator.coordinate(
      CGPoint(x: center.x + (point.x - size.width / 2) * unitsPerPoint, y: center.y + (point.y - size.height / 2) * unitsPerPoint))
  }

  /// The region the view shows.
  var region: MKCoordinateRegion {
    let topLeft = coordinate(at: .zero)
    let bottomRight = coordinate(at: CGPoint(x: size.width, y: size.height))
    return MKCoordinateRegion(
      center: coordinate(at: CGPoint(x: size.width / 2, y: size.height / 2)),
      span: MKCoordinateSpan(
        latitudeDelta: topLeft.latitude - bottomRight.latitude, longitudeDelta: bottomRight.longitude - topLeft.longitude))
  }
}
