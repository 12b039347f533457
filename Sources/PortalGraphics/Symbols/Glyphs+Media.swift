/// Pictures and sound: photos, cameras, a music note.
extension SymbolGlyph {
  static let media: [String: SymbolGlyph] = [
    "photo": SymbolGlyph { pen in
      drawPhoto(in: Rect(x: 2.5, y: 4, width: 19, height: 16), pen: pen)
    },
    "photo.on.rectangle.angled": SymbolGlyph { pen in
      let front = Rect(x: 2, y: 8.5, width: 16, height: 13)
      pen.layer {
        pen.rotated(-9, about: Point(x: 14, y: 10)) {
          pen.stroke(SymbolPath.roundedRect(7, 3.5, 15, 12.5, radius: 2.4))
        }
        pen.erasing {
          pen.fill(Path(roundedRect: front.insetBy(dx: -1.9, dy: -1.9), cornerRadius: 4.3))
        }
      }
      drawPhoto(in: front, pen: pen)
    },
    "camera": SymbolGlyph { pen in
      pen.stroke(cameraBody)
      pen.stroke(SymbolPath.circle(12, 13.6, radius: 3.8))
    },
    "camera.fill": SymbolGlyph { pen in
      pen.layer {
        pen.fillSolid(cameraBody)
        pen.erasing { pen.fill(SymbolPath.circle(12, 13.6, radius: 4.8)) }
        pen.fill(SymbolPath.circle(12, 13.6, radius: 3.1))
      }
    },
    "music.note": SymbolGlyph { pen in
      pen.rotated(-20, about: Point(x: 8.2, y: 18)) {
        pen.fill(SymbolPath.ellipse(8.2, 18, radiusX: 3.9, radiusY: 2.9))
      }
      pen.stroke(SymbolPath.polyline([(11.6, 17.4), (11.6, 3.4)]), lineWidth: 1.9)
      pen.fillSolid(SymbolPath.polyline([(11.6, 3.4), (18.6, 5.4), (18.6, 8.8), (11.6, 6.9)], closed: true))
    },
  ]

  /// A framed landscape: a sun over two hills, both clipped to the frame.
  private static func drawPhoto(in frame: Rect, pen: SymbolPen) {
    let radius = 2.6
    let outline = Path(roundedRect: frame, cornerRadius: radius)
    pen.stroke(outline)
    let x = frame.minX
    let y = frame.minY
    let w = frame.width
    let h = frame.height
    pen.fill(SymbolPath.circle(x + w * 0.3, y + h * 0.33, radius: h * 0.11))
    pen.canvas.withState {
      pen.canvas.clip(to: outline)
      pen.fill(
        SymbolPath.polyline(
          [
            (x, y + h), (x, y + h * 0.86), (x + w * 0.33, y + h * 0.5), (x + w * 0.58, y + h * 0.76),
            (x + w * 0.74, y + h * 0.58), (x + w, y + h * 0.9), (x + w, y + h),
          ], closed: true))
    }
  }

  /// A rounded body with the viewfinder hump on top.
  private static let cameraBody = SymbolPath.drawn { shape in
    shape.move(5, 7.2)
    shape.line(8, 7.2)
    shape.line(9.4, 4.6)
    shape.line(14.6, 4.6)
    shape.line(16, 7.2)
    shape.line(19, 7.2)
    shape.arc(center: 19, 10.2, radius: 3, from: -90, to: 0)
    shape.line(22, 18)
    shape.arc(center: 19, 18, radius: 3, from: 0, to: 90)
    shape.line(5, 21)
    shape.arc(center: 5, 18, radius: 3, from: 90, to: 180)
    shape.line(2, 10.2)
    shape.arc(center: 5, 10.2, radius: 3, from: 180, to: 270)
    shape.close()
  }
}
