import Foundation
import PortalGraphics

/// Whether code runs on the main queue, which is where the main actor runs. The main *thread*
/// is the wrong question: under `dispatchMain()` (as in test runners) the main queue is drained
/// by a worker thread.
package enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  package static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
  }
}
