// The toolchain's Testing module declares a cross-import overlay named `_Testing_UIKit`: a
// file that imports both Testing and UIKit makes the compiler look for it. On Apple platforms
// the SDK ships it; here the package does, empty, so a test that imports SwiftUI (which
// re-exports UIKit) and Testing compiles. UIKit depends on it so it is always built beside it.
