// On Linux there is no system SwiftUI: this module stands in for it, so a file written for
// iOS or macOS keeps its `import SwiftUI` line and gets PortalUI's views, which are spelled
// like SwiftUI's, together with Foundation (as SwiftUI re-exports it).
@_exported import Foundation
@_exported import PortalUI
@_exported import Observation
