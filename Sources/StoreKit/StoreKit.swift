import Foundation
import PortalUI

// `import StoreKit` on Linux: asking for a review. A desktop program has no App Store to send
// the person to, so the request is noted in the log and nothing is shown, as iOS itself often
// decides to show nothing.

/// Asks the person to review the app: here, one line in the log (see the module's note).
@MainActor
public struct RequestReviewAction: Sendable {
  nonisolated public init() {}

  /// Notes the request.
  public func callAsFunction() {
    FileHandle.standardError.write(Data("note: a review was requested; there is no app store to show here\n".utf8))
  }
}

private struct RequestReviewKey: EnvironmentKey {
  static var defaultValue: RequestReviewAction { RequestReviewAction() }
}

extension EnvironmentValues {
  /// Asks the person to review the app (see `RequestReviewAction`).
  public var requestReview: RequestReviewAction {
    get { self[RequestReviewKey.self] }
    set { self[RequestReviewKey.self] = newValue }
  }
}

/// The older way to ask for a review: the same note in the log.
public enum SKStoreReviewController {
  @MainActor public static func requestReview() { RequestReviewAction()() }
}
