// `import SwiftData` on Linux: models (`@Model`), containers and contexts, and `@Query` for
// views, with the spellings of Apple's SwiftData, so an app's model files compile unchanged.
// Models are kept in memory and, unless a configuration says `isStoredInMemoryOnly`, written to
// a JSON store in the user's data directory (`ModelStore`), so they outlive the program.
@_exported import Foundation
@_exported import Observation
@_exported import PortalUI
