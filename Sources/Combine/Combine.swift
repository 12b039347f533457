// On Linux there is no Combine: this module stands in for it, so a file written for iOS or
// macOS keeps its `import Combine` line. It is OpenCombine under Combine's module name, with its
// Foundation and Dispatch parts: `ObservableObject`, `@Published`, `AnyCancellable`, the
// operators, `Timer.publish(every:on:in:)`, `NotificationCenter.default.publisher(for:)`,
// `URLSession.shared.dataTaskPublisher(for:)`, and `DispatchQueue` and `RunLoop` as schedulers.
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
