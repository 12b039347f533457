// SwiftUI re-exports Foundation: code written for it uses `UUID`, `Date`, `DispatchQueue` and
// `CGFloat`, `CGPoint`, `CGSize`, `CGRect` with nothing but the view framework imported.
@_exported import Foundation
@_exported import struct PortalGraphics.CGAffineTransform
import PortalGraphics
import PortalHost

// The geometry and colour types views are written with, so `import PortalUI` is enough.
public typealias Color = PortalGraphics.Color
public typealias Point = PortalGraphics.Point
public typealias Size = PortalGraphics.Size
public typealias Rect = PortalGraphics.Rect
public typealias EdgeInsets = PortalGraphics.EdgeInsets
public typealias CornerRadii = PortalGraphics.CornerRadii
public typealias Bitmap = PortalGraphics.Bitmap
public typealias Canvas = PortalGraphics.Canvas
public typealias Transform = PortalGraphics.Transform
public typealias Gradient = PortalGraphics.Gradient
public typealias Path = PortalGraphics.Path
public typealias StrokeStyle = PortalGraphics.StrokeStyle

// Keys, for `.onKeyPress(.escape) { … }`.
public typealias Key = PortalHost.Key
public typealias KeyModifiers = PortalHost.KeyModifiers
