import Foundation

/// The device an app runs on: here, the computer. `userInterfaceIdiom` is `.pad` (a large
/// screen with a pointer and keyboard is what iPad layouts are written for), `name` is the
/// host name, `systemName` and `systemVersion` the kernel's (`Linux`, its release).
open class UIDevice: NSObject, @unchecked Sendable {
  /// This computer.
  public static let current = UIDevice()

  /// `.pad`: see the type's documentation.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
  /// The computer's host name.
  open var name: String { ProcessInfo.processInfo.hostName }
  /// `"Linux"`.
  open var systemName: String { "Linux" }
  /// The kernel release, as `uname -r` prints it.
  open var systemVersion: String {
    var info = utsname()
    uname(&info)
    return withUnsafeBytes(of: &info.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
  /// `"Desktop"`.
  open var model: String { "Desktop" }
  /// `"Desktop"`.
  open var localizedModel: String { model }
  /// A UUID derived from the machine's id (`/etc/machine-id`), the same on every run.
  open var identifierForVendor: UUID? {
    guard let id = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
    let hex = Array(id.trimmingCharacters(in: .whitespacesAndNewlines).prefix(32))
    guard hex.count == 32 else { return nil }
    let s = String(hex)
    func part(_ from: Int, _ length: Int) -> Substring { s.dropFirst(from).prefix(length) }
    return UUID(uuidString: "\(part(0, 8))-\(part(8, 4))-\(part(12, 4))-\(part(16, 4))-\(part(20, 12))")
  }
  /// `.portrait`: the window has no orientation sensor.
  open var orientation: Orientation { .portrait }
  /// Whether the battery level is watched: setting it is accepted.
  open var isBatteryMonitoringEnabled = false
  /// −1: unknown, as UIKit reports when monitoring is off.
  open var batteryLevel: Float { -1 }
  /// `.unknown`.
  open var batteryState: BatteryState { .unknown }
  /// Whether the proximity sensor is watched: accepted; there is none.
  open var isProximityMonitoringEnabled = false
  /// Whether more than one app may run at once: true.
  open var isMultitaskingSupported: Bool { true }

  /// Accepted: the orientation never changes.
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Accepted.
  open func endGeneratingDeviceOrientationNotifications() {}
  /// Does nothing: the desktop has no click sound for custom keyboards.
  open func playInputClick() {}

  /// Which way up the device is held.
  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// Whether the battery charges.
  public enum BatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
  }

  /// Never posted: see `orientation`.
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  /// Never posted.
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  /// Never posted.
  public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// The orientation of an interface.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
