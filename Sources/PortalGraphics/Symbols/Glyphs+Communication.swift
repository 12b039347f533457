/// Talking to people: speech bubbles, bells, sending and sharing, information.
extension SymbolGlyph {
  static let communication: [String: SymbolGlyph] = [
    "message": SymbolGlyph { $0.stroke(bubble) },
    "message.fill": SymbolGlyph { $0.fillSolid(bubble) },
    "message.circle.fill": SymbolGlyph { pen in
      pen.discKnockingOut { pen.scaled(0.58) { pen.fillSolid(bubble) } }
    },
    "bell": SymbolGlyph { pen in
      pen.stroke(bellBody)
      pen.stroke(bellClapper)
    },
    "bell.fill": SymbolGlyph { pen in
      pen.fillSolid(bellBody)
      pen.fillSolid(bellClapper)
    },
    "paperplane.fill": SymbolGlyph { pen in
      pen.layer {
        pen.fillSolid(paperplane, lineWidth: 1.4)
        pen.erasing { pen.stroke(SymbolPath.polyline([(10.6, 13.4), (16.5, 7.5)]), lineWidth: 1.3) }
      }
    },
    "square.and.arrow.up": SymbolGlyph { pen in
      pen.stroke(
        SymbolPath.drawn { tray in
          tray.move(8.5, 9.5)
          tray.line(7, 9.5)
          tray.quad(5, 11.5, control: 5, 9.5)
          tray.line(5, 19)
          tray.quad(7, 21, control: 5, 21)
          tray.mirror()
        })
      pen.stroke(SymbolPath.polyline([(12, 2.8), (12, 15)]))
      pen.stroke(SymbolPath.polyline([(8.6, 6.2), (12, 2.8), (15.4, 6.2)]))
    },
    "info.circle": SymbolGlyph { pen in
      pen.ring()
      pen.fill(SymbolPath.circle(12, 7.6, radius: 1.3))
      pen.stroke(SymbolPath.polyline([(10.4, 10.8), (12, 10.8), (12, 16.8)]), lineWidth: 1.7)
      pen.stroke(SymbolPath.polyline([(10, 16.8), (14, 16.8)]), lineWidth: 1.7)
    },
  ]

  /// An oval speech bubble with its tail at the lower left.
  private static let bubble = SymbolPath.drawn { shape in
    shape.ellipseArc(center: 12, 11, radiusX: 9.8, radiusY: 8.2, from: 140, to: 480)
    shape.quad(3.4, 20.6, control: 5.2, 20)
    shape.quad(4.5, 16.3, control: 4.6, 18.6)
    shape.close()
  }

  private static let bellBody = SymbolPath.drawn { shape in
    shape.move(4, 17.5)
    shape.line(20, 17.5)
    shape.curve(18, 13.8, 18.6, 16.4, 18, 15.4)
    shape.line(18, 10.2)
    shape.curve(12, 3.8, 18, 6.6, 15.4, 3.8)
    shape.curve(6, 10.2, 8.6, 3.8, 6, 6.6)
    shape.line(6, 13.8)
    shape.curve(4, 17.5, 6, 15.4, 5.4, 16.4)
    shape.close()
    shape.move(12, 2.4)
    shape.line(12, 3.8)
  }

  private static let bellClapper = SymbolPath.drawn { shape in
    shape.move(9.6, 19.6)
    shape.arc(center: 12, 19.6, radius: 2.4, from: 180, to: 0)
    shape.close()
  }

  private static let paperplane = SymbolPath.polyline(
    [(21, 3), (3, 10.4), (10.6, 13.4), (13.6, 21)], closed: true)
}
