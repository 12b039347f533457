import PortalUI

/// A view drawn by a closure into a `GraphicsContext`, as SwiftUI's `Canvas`.
///
/// ```swift
/// Canvas { context, size in
///   context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue), lineWidth: 4)
/// }
/// ```
///
/// (Modules that import `PortalUI` without `SwiftUI` call it `DrawingCanvas`: there `Canvas` is
/// the drawing layer's canvas.)
public typealias Canvas<Symbols: View> = DrawingCanvas<Symbols>
