import Foundation

/// Weather and nature: sun, moon, cloud, bolt, flame, leaf, sparkles.
extension SymbolGlyph {
  static let nature: [String: SymbolGlyph] = [
    "sun.max.fill": SymbolGlyph { pen in
      pen.fill(SymbolPath.circle(12, 12, radius: 4.6))
      for index in 0..<8 {
        let angle = Double(index) * .pi / 4
        pen.stroke(
          SymbolPath.polyline([
            (12 + 7.3 * cos(angle), 12 + 7.3 * sin(angle)), (12 + 9.9 * cos(angle), 12 + 9.9 * sin(angle)),
          ]), lineWidth: 2)
      }
    },
    "moon.fill": SymbolGlyph { pen in
      pen.layer {
        pen.fill(SymbolPath.circle(11.2, 12.8, radius: 9))
        pen.erasing { pen.fill(SymbolPath.circle(17.2, 7.2, radius: 7.6)) }
      }
    },
    "cloud.fill": SymbolGlyph { pen in
      pen.fill(
        SymbolPath.combined(
          SymbolPath.circle(6.9, 15, radius: 4.3), SymbolPath.circle(12.4, 10.6, radius: 6),
          SymbolPath.circle(17.6, 14.5, radius: 4.8), SymbolPath.roundedRect(6.9, 12, 10.7, 7.3, radius: 0)))
    },
    "bolt.fill": SymbolGlyph { pen in
      pen.fillSolid(
        SymbolPath.polyline(
          [(14, 2.2), (4.8, 13.6), (11.4, 13.6), (10, 21.8), (19.2, 10.2), (12.6, 10.2)], closed: true),
        lineWidth: 1.2)
    },
    "flame.fill": SymbolGlyph { pen in
      pen.layer {
        pen.fill(flame)
        pen.erasing { pen.fill(innerFlame) }
      }
    },
    "leaf.fill": SymbolGlyph { pen in
      pen.layer {
        pen.fillSolid(leaf, lineWidth: 1)
        pen.erasing { pen.stroke(SymbolPath.polyline([(9.4, 14.6), (15.6, 8.4)]), lineWidth: 1.3) }
      }
      pen.stroke(SymbolPath.polyline([(3.6, 20.4), (9, 15)]))
    },
    "sparkles": SymbolGlyph { pen in
      pen.fill(sparkle(centerX: 9.6, 14, radius: 7.6))
      pen.fill(sparkle(centerX: 18, 6, radius: 4))
      pen.fill(sparkle(centerX: 18.8, 17.8, radius: 2.8))
    },
  ]

  /// A four-pointed star with concave sides.
  private static func sparkle(centerX cx: Double, _ cy: Double, radius r: Double) -> Path {
    var shape = SymbolPath()
    let pinch = 0.16 * r
    shape.move(cx, cy - r)
    shape.quad(cx + r, cy, control: cx + pinch, cy - pinch)
    shape.quad(cx, cy + r, control: cx + pinch, cy + pinch)
    shape.quad(cx - r, cy, control: cx - pinch, cy + pinch)
    shape.quad(cx, cy - r, control: cx - pinch, cy - pinch)
    shape.close()
    return shape.path
  }

  private static let flame = SymbolPath.drawn { shape in
    shape.move(12.5, 2.2)
    shape.curve(19.4, 14.2, 14.4, 6.4, 19.4, 9)
    shape.curve(12, 21.8, 19.4, 18.8, 16, 21.8)
    shape.curve(4.6, 14.6, 7.8, 21.8, 4.6, 18.8)
    shape.curve(7.8, 8.2, 4.6, 11.6, 6, 9.8)
    shape.curve(9.6, 11.6, 7.8, 9.8, 8.4, 11)
    shape.curve(12.5, 2.2, 11.6, 8.4, 13.4, 5.6)
    shape.close()
  }

  /// The lick of flame cut out of the bottom of `flame`.
  private static let innerFlame = SymbolPath.drawn { shape in
    shape.move(12, 12.6)
    shape.curve(15.2, 17.6, 13.2, 14.6, 15.2, 15.4)
    shape.curve(12, 20.2, 15.2, 19.2, 13.8, 20.2)
    shape.mirror()
    shape.close()
  }

  /// A leaf pointing to the upper right, its stalk at the lower left.
  private static let leaf = SymbolPath.drawn { shape in
    shape.move(6.6, 17.4)
    shape.curve(20.4, 3.6, 3.6, 9.4, 11.4, 4.2)
    shape.curve(6.6, 17.4, 20.8, 12.6, 14.6, 20.4)
    shape.close()
  }
}
