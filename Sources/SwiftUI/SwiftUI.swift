// On Linux there is no system SwiftUI: this module stands in for it, so a file written for
// iOS or macOS keeps its `import SwiftUI` line and gets PortalUI's views, which are spelled
// like SwiftUI's, together with what SwiftUI brings with it on Apple platforms: Foundation
// (with URLSession, which Linux keeps in FoundationNetworking), Observation, Combine, and an
// `App`'s `main()` that opens its window on the X server.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import PortalApp
@_exported import PortalUI
@_exported import UIKit

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
