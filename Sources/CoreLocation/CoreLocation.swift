import Foundation

// `import CoreLocation` on Linux: the coordinate types maps and models are written with, and a
// location manager that reports no location (the desktop has no positioning service this
// package reads), so apps that ask for one see "denied" and keep running.

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from north.
public typealias CLLocationDirection = Double

/// A point on the Earth: latitude and longitude in degrees.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() { self.init(latitude: 0, longitude: 0) }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether a coordinate is on the Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// Makes a coordinate.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// An invalid coordinate, as Core Location marks one.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A place and when it was measured.
open class CLLocation: NSObject, @unchecked Sendable {
  /// Where.
  public let coordinate: CLLocationCoordinate2D
  /// The height above sea level, in metres.
  public let altitude: CLLocationDistance
  /// How far off the coordinate may be, in metres.
  public let horizontalAccuracy: CLLocationAccuracy
  /// How far off the altitude may be.
  public let verticalAccuracy: CLLocationAccuracy
  /// When it was measured.
  public let timestamp: Date

  /// A location at `latitude`, `longitude`, measured now.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    horizontalAccuracy = 0
    verticalAccuracy = -1
    timestamp = Date()
  }

  /// A location with its accuracy and time.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.timestamp = timestamp
  }

  /// The distance along the Earth's surface (a sphere of radius 6,371 km) to `location`.
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_000.0
    let φ1 = coordinate.latitude * .pi / 180, φ2 = location.coordinate.latitude * .pi / 180
    let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
    return radius * 2 * atan2(sqrt(a), sqrt(1 - a))
  }
}

/// Whether the app may use the location.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
  /// Authorized (the old name).
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// What a location manager tells its delegate.
public protocol CLLocationManagerDelegate: AnyObject {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// Core Location's errors.
public struct CLError: Error, Sendable {
  public enum Code: Int, Sendable { case locationUnknown = 0, denied = 1 }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var denied: Code { .denied }
  public static var locationUnknown: Code { .locationUnknown }
}

/// Asks for the device's location. The desktop offers none here: authorization is `.denied`,
/// and asking for a location tells the delegate `CLError(.denied)` once the run loop turns.
open class CLLocationManager: NSObject {
  /// Told of locations and errors.
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// Accepted.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// Accepted.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// Accepted.
  open var allowsBackgroundLocationUpdates = false
  /// The last location: none.
  open var location: CLLocation? { nil }
  /// `.denied`.
  open var authorizationStatus: CLAuthorizationStatus { .denied }
  /// `.denied`.
  open class func authorizationStatus() -> CLAuthorizationStatus { .denied }
  /// False: there is no positioning service.
  open class func locationServicesEnabled() -> Bool { false }

  public override init() {}

  /// Tells the delegate the status did not change (it is `.denied`).
  open func requestWhenInUseAuthorization() { tellDelegate { $0.locationManagerDidChangeAuthorization(self) } }
  /// Tells the delegate the status did not change.
  open func requestAlwaysAuthorization() { tellDelegate { $0.locationManagerDidChangeAuthorization(self) } }
  /// Tells the delegate `CLError(.denied)`.
  open func requestLocation() { tellDelegate { $0.locationManager(self, didFailWithError: CLError(.denied)) } }
  /// Tells the delegate `CLError(.denied)`.
  open func startUpdatingLocation() { requestLocation() }
  /// Accepted.
  open func stopUpdatingLocation() {}

  private func tellDelegate(_ call: @escaping (any CLLocationManagerDelegate) -> Void) {
    // Delegates are told on the main queue once the run loop turns, as Core Location tells
    // them on the thread the manager was made on.
    nonisolated(unsafe) let call = call
    nonisolated(unsafe) weak var manager = self
    DispatchQueue.main.async {
      guard let delegate = manager?.delegate else { return }
      call(delegate)
    }
  }
}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLDistanceFilterNone: CLLocationDistance = -1
