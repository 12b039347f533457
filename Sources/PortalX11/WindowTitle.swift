import CX11

/// Sets the ICCCM title properties, WM_NAME and WM_ICON_NAME, for any Unicode title.
///
/// Their STRING type is Latin-1, so UTF-8 bytes stored there show garbled in window lists and
/// pagers that do not read `_NET_WM_NAME`. Xlib's conversion gives STRING when the title fits
/// Latin-1 and COMPOUND_TEXT otherwise, but under the C locale it cannot encode characters
/// outside Latin-1; such titles are stored as UTF8_STRING, which current window managers read,
/// rather than lose characters.
enum WindowTitle {
  static func set(_ title: String, on window: Window, display: OpaquePointer) {
    var property = XTextProperty()
    let status = title.withCString { text in
      var list: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: text)]
      return Xutf8TextListToTextProperty(display, &list, 1, XStdICCTextStyle, &property)
    }
    if status == Success {
      store(&property, on: window, display: display)
      XFree(property.value)
      return
    }
    // A positive status counts characters the conversion lost; the property was still made.
    if status > 0 { XFree(property.value) }
    var bytes = Array(title.utf8)
    bytes.withUnsafeMutableBufferPointer { buffer in
      var utf8 = XTextProperty(
        value: buffer.baseAddress, encoding: XInternAtom(display, "UTF8_STRING", 0), format: 8,
        nitems: UInt(buffer.count))
      store(&utf8, on: window, display: display)
    }
  }

  private static func store(_ property: inout XTextProperty, on window: Window, display: OpaquePointer) {
    XSetWMName(display, window, &property)
    XSetWMIconName(display, window, &property)
  }
}
