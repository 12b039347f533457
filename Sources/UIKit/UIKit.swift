// `import UIKit` on Linux: the parts of UIKit that SwiftUI apps written for iOS reach for
// beside their views (colours, fonts, images, the screen and device, the pasteboard, haptics,
// appearance proxies, and `UIViewRepresentable` for the odd UIKit view), so their files
// compile unchanged. `import SwiftUI` re-exports it, as it does on iOS.
//
// Where a call has no meaning on the desktop it does the nearest sensible thing, which each
// declaration's documentation names: haptics do nothing, `UIDevice` describes this computer,
// `UIScreen.main` is the app's window, and a represented UIKit view is drawn from its
// properties (background, text, image) rather than by UIKit.
@_exported import Foundation
