import Foundation

/// Marks, arrows and simple shapes: star, heart, plus, xmark, chevrons, bookmark, stacks.
extension SymbolGlyph {
  static let shapes: [String: SymbolGlyph] = [
    "star": SymbolGlyph { $0.stroke(star) },
    "star.fill": SymbolGlyph { $0.fillSolid(star) },
    "heart": SymbolGlyph { $0.stroke(heart) },
    "heart.fill": SymbolGlyph { $0.fillSolid(heart) },
    "plus": SymbolGlyph { $0.stroke(plus) },
    "minus": SymbolGlyph(viewBox: Rect(x: 0, y: 8, width: 24, height: 8)) {
      $0.stroke(SymbolPath.polyline([(4, 12), (20, 12)]))
    },
    "xmark": SymbolGlyph { $0.stroke(xmark) },
    "xmark.circle.fill": SymbolGlyph { pen in
      pen.discKnockingOut { pen.scaled(0.62) { pen.stroke(xmark, lineWidth: 3.2) } }
    },
    "checkmark": SymbolGlyph { $0.stroke(SymbolPath.polyline([(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)])) },
    "checkmark.circle.fill": SymbolGlyph { pen in
      pen.discKnockingOut {
        pen.scaled(0.62) { pen.stroke(SymbolPath.polyline([(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)]), lineWidth: 3.2) }
      }
    },
    "chevron.left": SymbolGlyph(viewBox: Rect(x: 3, y: 0, width: 12, height: 24)) {
      $0.stroke(SymbolPath.polyline([(12.5, 4.5), (5.5, 12), (12.5, 19.5)]))
    },
    "chevron.right": SymbolGlyph(viewBox: Rect(x: 3, y: 0, width: 12, height: 24)) {
      $0.stroke(SymbolPath.polyline([(5.5, 4.5), (12.5, 12), (5.5, 19.5)]))
    },
    "chevron.up": SymbolGlyph(viewBox: Rect(x: 0, y: 3, width: 24, height: 12)) {
      $0.stroke(SymbolPath.polyline([(4.5, 12.5), (12, 5.5), (19.5, 12.5)]))
    },
    "chevron.down": SymbolGlyph(viewBox: Rect(x: 0, y: 3, width: 24, height: 12)) {
      $0.stroke(SymbolPath.polyline([(4.5, 5.5), (12, 12.5), (19.5, 5.5)]))
    },
    "ellipsis": SymbolGlyph(viewBox: Rect(x: 0, y: 8, width: 24, height: 8)) { pen in
      for x in [5.0, 12, 19] { pen.fill(SymbolPath.circle(x, 12, radius: 1.9)) }
    },
    "bookmark": SymbolGlyph { $0.stroke(bookmark) },
    "bookmark.fill": SymbolGlyph { $0.fillSolid(bookmark) },
    "square.stack": SymbolGlyph { pen in
      pen.stroke(stackedEdges)
      pen.stroke(stackFront)
    },
    "square.stack.fill": SymbolGlyph { pen in
      pen.stroke(stackedEdges)
      pen.fillSolid(stackFront)
    },
  ]

  /// A five-pointed star with its inner corners at half the outer radius.
  private static let star: Path = {
    let center = Point(x: 12, y: 12.7)
    let points = (0..<10).map { index -> (Double, Double) in
      let radius = index.isMultiple(of: 2) ? 10.0 : 4.6
      let angle = (-90 + Double(index) * 36) * .pi / 180
      return (center.x + radius * cos(angle), center.y + radius * sin(angle))
    }
    return SymbolPath.polyline(points, closed: true)
  }()

  private static let heart = SymbolPath.drawn { shape in
    shape.move(12, 20.5)
    shape.curve(2.5, 9.2, 7, 16.8, 2.5, 13.4)
    shape.curve(7.3, 4, 2.5, 6, 4.7, 4)
    shape.curve(12, 7.2, 9.5, 4, 11, 5.4)
    shape.mirror()
    shape.close()
  }

  private static let plus = SymbolPath.combined(
    SymbolPath.polyline([(12, 4), (12, 20)]), SymbolPath.polyline([(4, 12), (20, 12)]))

  private static let xmark = SymbolPath.combined(
    SymbolPath.polyline([(5.5, 5.5), (18.5, 18.5)]), SymbolPath.polyline([(18.5, 5.5), (5.5, 18.5)]))

  private static let bookmark = SymbolPath.drawn { shape in
    shape.move(6, 5.5)
    shape.quad(8, 3, control: 6, 3)
    shape.mirror()
    shape.line(18, 21)
    shape.line(12, 16.5)
    shape.line(6, 21)
    shape.close()
  }

  private static let stackFront = SymbolPath.roundedRect(3, 9, 18, 12.5, radius: 2.6)

  /// The top edges of the two squares behind the front one, each narrower and higher.
  private static let stackedEdges = SymbolPath.drawn { shape in
    shape.move(4.6, 7.4)
    shape.quad(7, 6, control: 4.8, 6)
    shape.mirror()
    shape.move(6.8, 4.4)
    shape.quad(9.2, 3, control: 7, 3)
    shape.mirror()
  }
}
