// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// Dependencies point one way (docs/ARCHITECTURE.md has the whole picture):
//   CCairo → PortalGraphics → PortalHost → PortalUI → PortalTransitions, PortalTransitionsFlowingHeader
//   CX11 → PortalX11 (on PortalGraphics and PortalHost) ; PortalApp = PortalUI + PortalX11
//   Combine (OpenCombine) → PortalUI ; SwiftUI = PortalUI + PortalApp + Combine + SwiftUIMacros
//   SwiftData = PortalUI + SwiftUIMacros (models, contexts, @Query)
//   UIKit = PortalUI (UIKit's types as SwiftUI apps use them) → SwiftUI re-exports it
//   MapKit (+ CoreLocation), PhotosUI (+ UIKit), StoreKit = PortalUI ; UserNotifications = CGio ;
//   LocalAuthentication, CoreLocation = Foundation
//   Portal, PortalFlowingHeader, PortalHeaders: the original library's module names
// PortalHost is the seam between drawing and the platform: everything above the graphics layer
// talks to a host protocol, and PortalX11 is one host; PortalHost's HeadlessHost is another.
/// The `SwiftUI` library is offered only where the system has none.
var swiftUIProducts: [Product] {
  #if os(Linux)
    [
      .library(name: "SwiftUI", targets: ["SwiftUI"]),
      // `import Combine`: OpenCombine under Combine's module name, as SwiftUI apps import it.
      .library(name: "Combine", targets: ["Combine"]),
      // `import SwiftData`: models, containers and `@Query`, kept in a JSON store.
      .library(name: "SwiftData", targets: ["SwiftData"]),
      // `import UIKit`: the UIKit that SwiftUI apps reach for (colours, fonts, images, the
      // pasteboard, haptics, representables); `import SwiftUI` re-exports it, as on iOS.
      .library(name: "UIKit", targets: ["UIKit"]),
      // The frameworks SwiftUI apps import beside it, each doing on the desktop what its
      // documentation says: maps drawn without tiles, pictures from the pictures folder,
      // notifications through the desktop's notification server, no biometrics or location.
      .library(name: "MapKit", targets: ["MapKit"]),
      .library(name: "CoreLocation", targets: ["CoreLocation"]),
      .library(name: "PhotosUI", targets: ["PhotosUI"]),
      .library(name: "UserNotifications", targets: ["UserNotifications"]),
      .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
      .library(name: "StoreKit", targets: ["StoreKit"]),
    ]
  #else
    []
  #endif
}

let package = Package(
  name: "Portal",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "PortalGraphics", targets: ["PortalGraphics"]),
    .library(name: "PortalHost", targets: ["PortalHost"]),
    .library(name: "PortalUI", targets: ["PortalUI"]),
    .library(name: "PortalX11", targets: ["PortalX11"]),
    .library(name: "PortalApp", targets: ["PortalApp"]),
    .library(name: "PortalTransitions", targets: ["PortalTransitions"]),
    .library(name: "PortalTransitionsFlowingHeader", targets: ["PortalTransitionsFlowingHeader"]),
    // The original library's module names, so apps written against its releases keep their imports.
    .library(name: "Portal", targets: ["Portal"]),
    .library(name: "PortalFlowingHeader", targets: ["PortalFlowingHeader"]),
    .library(name: "PortalHeaders", targets: ["PortalHeaders"]),
    .executable(name: "portal-demo", targets: ["portal-demo"]),
  ] + swiftUIProducts,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    // ObservableObject, @Published and publishers, for apps written against Combine.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    // `#Preview { … }` is a macro; its implementation is built with swift-syntax.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    // Only for `make docs` (swift package generate-documentation); nothing links it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CX11", path: "CX11", pkgConfig: "x11 xext xtst xi xrandr xcursor xfixes",
      providers: [
        .apt(["libx11-dev", "libxext-dev", "libxtst-dev", "libxi-dev", "libxrandr-dev", "libxcursor-dev", "libxfixes-dev"])
      ]),
    .systemLibrary(
      name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),

    // GDBus, for the desktop's settings portal on the session bus.
    .systemLibrary(
      name: "CGio", path: "Sources/CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),

    .target(name: "PortalGraphics", dependencies: ["CCairo"]),
    .target(
      name: "PortalHost",
      dependencies: ["CCairo", "PortalGraphics", .product(name: "Logging", package: "swift-log")]),
    // Combine's vocabulary on platforms without Combine: OpenCombine re-exported, with the
    // spellings SwiftUI apps use (`Timer.publish`, run loops and dispatch queues as schedulers).
    .target(
      name: "Combine",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
      ]),
    .target(
      name: "PortalUI",
      dependencies: [
        "PortalGraphics", "PortalHost", .product(name: "Logging", package: "swift-log"),
        .target(name: "Combine", condition: .when(platforms: [.linux])),
      ]),
    .target(
      name: "PortalTransitions",
      dependencies: ["PortalGraphics", "PortalUI", .product(name: "Logging", package: "swift-log")]),
    .target(
      name: "PortalTransitionsFlowingHeader",
      dependencies: ["PortalUI", .product(name: "Logging", package: "swift-log")]),
    // The original library's module names: `Portal` (1.x–4.x transitions), `PortalFlowingHeader`
    // (4.x header), `PortalHeaders` (5.x–6.x header). Each re-exports ours and adds the spellings
    // of its releases.
    .target(name: "Portal", dependencies: ["PortalTransitions", "PortalUI"]),
    .target(
      name: "PortalFlowingHeader", dependencies: ["PortalTransitionsFlowingHeader", "PortalTransitions", "PortalUI"]),
    .target(name: "PortalHeaders", dependencies: ["PortalTransitionsFlowingHeader", "PortalTransitions", "PortalUI"]),
    // Runs an `App` on X11: the one module that knows both the view layer and the X11 host.
    .target(name: "PortalApp", dependencies: ["PortalUI", "PortalX11", "PortalHost"]),
    .target(
      name: "PortalX11",
      dependencies: [
        "CX11", "CCairo", "CGio", "PortalGraphics", "PortalHost", .product(name: "Logging", package: "swift-log"),
      ]),
    // `import SwiftUI` on Linux: PortalUI and Foundation under SwiftUI's module name, so a file
    // ported from iOS keeps its imports. Apple platforms have the real one.
    .target(name: "SwiftUI", dependencies: ["PortalUI", "PortalApp", "Combine", "SwiftUIMacros", "UIKit"]),
    // `import UIKit` on Linux: what SwiftUI apps use of UIKit, over PortalUI; each call's
    // documentation names what it does on the desktop.
    .target(name: "UIKit", dependencies: ["PortalUI", "PortalGraphics", "PortalHost", "Combine", "_Testing_UIKit"]),
    // Frameworks iOS apps import beside SwiftUI (see the products above).
    .target(name: "CoreLocation"),
    .target(name: "MapKit", dependencies: ["PortalUI", "CoreLocation"]),
    .target(name: "PhotosUI", dependencies: ["PortalUI", "UIKit"]),
    .target(name: "UserNotifications", dependencies: ["CGio"]),
    .target(name: "LocalAuthentication"),
    .target(name: "StoreKit", dependencies: ["PortalUI"]),
    // The cross-import overlay the toolchain's Testing module names for UIKit (see its file).
    .target(name: "_Testing_UIKit"),
    // `import SwiftData` on Linux: `@Model` (a macro of SwiftUIMacros), contexts, `@Query`.
    // Swift 5 mode, for `Query<Element, Result> where Result == [Element]`: SwiftData's own
    // spelling, which lets `@Query var books: [Book]` infer both parameters; Swift 6 rejects
    // the requirement.
    .target(
      name: "SwiftData", dependencies: ["PortalUI", "SwiftUIMacros"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .macro(
      name: "SwiftUIMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    // Programs written as an iOS developer writes them (`import SwiftUI` kept), compiled here
    // unchanged and run headless by PortedExampleTests.
    .target(
      name: "PortedExamples", dependencies: ["SwiftUI", "PortalTransitions", "PortalTransitionsFlowingHeader"]),
    // The same kind of programs in the Swift 5 language mode, as apps written before Swift 6
    // are (Combine models, previews, the older spellings).
    .target(
      name: "PortedAppsSwift5",
      dependencies: ["SwiftUI", "Combine", "SwiftData", "MapKit", "LocalAuthentication", "PhotosUI", "UserNotifications"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "PortalTestSupport", dependencies: ["CX11", "PortalGraphics"]),
    // Counts heap allocations for the benchmark by defining malloc and its kin in its executable.
    .target(name: "CAllocationCounter"),

    .executableTarget(
      name: "portal-demo",
      dependencies: [
        "CX11", "CCairo", "PortalGraphics", "PortalUI", "PortalTransitions", "PortalTransitionsFlowingHeader", "PortalHost", "PortalX11",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    // A SwiftData journal written as an iOS app is, run as a program by SampleAppProcessTests.
    .executableTarget(name: "swiftui-journal", dependencies: ["SwiftUI", "SwiftData"]),
    .executableTarget(
      name: "portal-bench",
      dependencies: [
        "PortalGraphics", "PortalHost", "PortalUI", "PortalTransitions", "PortalTransitionsFlowingHeader", "PortalX11",
        "PortalTestSupport", "CX11", "CAllocationCounter",
      ]),

    .testTarget(name: "PortalGraphicsTests", dependencies: ["PortalGraphics", "PortalTestSupport"]),
    .testTarget(name: "PortalHostTests", dependencies: ["PortalHost", "PortalGraphics"]),
    .testTarget(
      name: "PortalTransitionsTests",
      dependencies: ["PortalTransitions", "PortalUI", "PortalHost", "PortalGraphics", "PortalTestSupport"]),
    .testTarget(
      name: "PortalTransitionsFlowingHeaderTests",
      dependencies: ["PortalTransitionsFlowingHeader", "PortalUI", "PortalHost", "PortalGraphics"]),
    // One file per release of the original library, written as an app of that release is.
    .testTarget(
      name: "PortalReleaseTests",
      dependencies: [
        "SwiftUI", "Portal", "PortalFlowingHeader", "PortalHeaders", "PortalTransitions",
        "PortalTransitionsFlowingHeader", "PortalUI", "PortalHost", "PortalGraphics",
      ]),
    .testTarget(
      name: "PortalUITests", dependencies: ["PortalUI", "PortalHost", "PortalGraphics", "PortalTestSupport", "UIKit"]),
    .testTarget(
      name: "PortalX11Tests",
      dependencies: [
        "PortalX11", "PortalHost", "PortalGraphics", "PortalTestSupport", "CX11", "PortalApp",
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "PortedExampleTests",
      dependencies: [
        "PortedExamples", "PortedAppsSwift5", "PortalUI", "PortalHost", "PortalGraphics", "PortalTransitions",
        "PortalTransitionsFlowingHeader",
        "SwiftUI", "SwiftData", "PortalApp", "PortalX11", "PortalTestSupport", "swiftui-journal", "MapKit",
        "LocalAuthentication", "PhotosUI", "UserNotifications", "StoreKit",
      ]),
    // Launches the built portal-demo executable as a separate process, as a user would; the
    // artwork's painter is also tested in process.
    .testTarget(name: "PortalDemoTests", dependencies: ["portal-demo", "PortalTestSupport", "PortalGraphics", "CX11"]),
  ]
)
