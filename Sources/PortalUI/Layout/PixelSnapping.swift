import PortalGraphics

extension Rect {
  /// The rectangle with each edge rounded to the nearest device pixel.
  func snapped(toScale scale: Double) -> Rect {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, scale > 0 else { return self }
    let x0 = (minX * scale).rounded() / scale
    let y0 = (minY * scale).rounded() / scale
    let x1 = (maxX * scale).rounded() / scale
    let y1 = (maxY * scale).rounded() / scale
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The largest rectangle on whole device pixels inside this one (empty when none fits).
  func insetToDevicePixels(scale: Double) -> Rect {
    let x0 = (minX * scale).rounded(.up) / scale
    let y0 = (minY * scale).rounded(.up) / scale
    let x1 = (maxX * scale).rounded(.down) / scale
    let y1 = (maxY * scale).rounded(.down) / scale
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The smallest rectangle on whole device pixels that holds this one.
  func outsetToDevicePixels(scale: Double) -> Rect {
    let device = Rect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale).integral
    return Rect(x: device.minX / scale, y: device.minY / scale, width: device.width / scale, height: device.height / scale)
  }
}
