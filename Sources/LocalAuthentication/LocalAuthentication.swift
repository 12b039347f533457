import Foundation

// `import LocalAuthentication` on Linux. The desktop has no fingerprint or face reader this
// package reads, so biometric policies are unavailable (`canEvaluatePolicy` is false with
// `.biometryNotAvailable`); the owner policy, which on iOS falls back to the passcode, succeeds,
// since the person at a desktop session has already signed in to it.

/// Where a call that can fail leaves its error, as Foundation spells it on Apple platforms
/// (`var error: NSError?` then `&error`); Foundation on Linux lacks the name.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// What to authenticate with.
public enum LAPolicy: Int, Sendable {
  /// Face or fingerprint only: not available here.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// Biometrics or the passcode: the signed-in desktop session counts.
  case deviceOwnerAuthentication = 2
  /// A paired watch: not available.
  case deviceOwnerAuthenticationWithWatch = 3
  /// Biometrics or a watch: not available.
  case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The biometry a device has.
public enum LABiometryType: Int, Sendable {
  case none, touchID, faceID, opticID
}

/// Why authentication failed.
public struct LAError: Error, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4
    case passcodeNotSet = -5, biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8
    case appCancel = -9, invalidContext = -10, notInteractive = -1004
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var biometryNotAvailable: Code { .biometryNotAvailable }
  public static var userCancel: Code { .userCancel }
  public static var authenticationFailed: Code { .authenticationFailed }
}

/// Asks whether the person is the device's owner (see the module's note).
open class LAContext: NSObject, @unchecked Sendable {
  /// `.none`: no biometric reader.
  open var biometryType: LABiometryType { .none }
  /// Accepted.
  open var localizedReason = ""
  /// Accepted.
  open var localizedFallbackTitle: String?
  /// Accepted.
  open var localizedCancelTitle: String?

  public override init() {}

  /// Whether `policy` can be evaluated: only `.deviceOwnerAuthentication`. Otherwise `error`
  /// is set to `LAError(.biometryNotAvailable)`, as on a device without biometrics.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
    if policy == .deviceOwnerAuthentication { return true }
    error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotAvailable.rawValue)
    return false
  }

  /// Evaluates `policy` and calls `reply` on another queue, as on iOS: success for the owner
  /// policy, `LAError(.biometryNotAvailable)` otherwise.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, Error?) -> Void) {
    let allowed = policy == .deviceOwnerAuthentication
    DispatchQueue.global().async { reply(allowed, allowed ? nil : LAError(.biometryNotAvailable)) }
  }

  /// Evaluates `policy`: true for the owner policy, else throws `LAError(.biometryNotAvailable)`.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    guard policy == .deviceOwnerAuthentication else { throw LAError(.biometryNotAvailable) }
    return true
  }

  /// Accepted.
  open func invalidate() {}
}
