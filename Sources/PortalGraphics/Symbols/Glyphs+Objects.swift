import Foundation

/// Everyday objects and places: gear, magnifying glass, house, trash, globe, map, lock.
extension SymbolGlyph {
  static let objects: [String: SymbolGlyph] = [
    "gear": SymbolGlyph { pen in
      pen.fill(SymbolPath.combined(gearTeeth, SymbolPath.circle(12, 12, radius: 3.3)), rule: .evenOdd)
      pen.stroke(gearTeeth, lineWidth: 1)
    },
    "magnifyingglass": SymbolGlyph { pen in
      pen.stroke(SymbolPath.circle(10.2, 10.2, radius: 6.6))
      pen.stroke(SymbolPath.polyline([(15.2, 15.2), (20.6, 20.6)]), lineWidth: 2.6)
    },
    "house": SymbolGlyph { pen in
      pen.stroke(SymbolPath.polyline([(2.8, 11.6), (12, 3.4), (21.2, 11.6)]))
      pen.stroke(SymbolPath.polyline([(5.6, 9.4), (5.6, 20.6), (18.4, 20.6), (18.4, 9.4)]))
      pen.stroke(SymbolPath.polyline([(10, 20.6), (10, 15), (14, 15), (14, 20.6)]))
    },
    "house.fill": SymbolGlyph { pen in
      pen.stroke(SymbolPath.polyline([(2.8, 11.6), (12, 3.4), (21.2, 11.6)]))
      pen.layer {
        pen.fillSolid(
          SymbolPath.polyline([(5.6, 10), (12, 4.4), (18.4, 10), (18.4, 20.6), (5.6, 20.6)], closed: true))
        pen.erasing { pen.fill(SymbolPath.roundedRect(10, 14.6, 4, 7.4, radius: 1)) }
      }
    },
    "trash": SymbolGlyph { pen in
      pen.stroke(SymbolPath.polyline([(3.6, 6), (20.4, 6)]))
      pen.stroke(
        SymbolPath.drawn { handle in
          handle.move(9, 6)
          handle.line(9, 4.3)
          handle.quad(10.3, 3, control: 9, 3)
          handle.mirror()
        })
      pen.stroke(
        SymbolPath.drawn { bin in
          bin.move(5.6, 6)
          bin.line(6.6, 19)
          bin.quad(8.6, 21, control: 6.8, 21)
          bin.mirror()
        })
      pen.stroke(SymbolPath.polyline([(10, 10), (10, 17)]), lineWidth: 1.5)
      pen.stroke(SymbolPath.polyline([(14, 10), (14, 17)]), lineWidth: 1.5)
    },
    "globe": SymbolGlyph { pen in
      pen.ring()
      pen.stroke(SymbolPath.ellipse(12, 12, radiusX: 4.3, radiusY: 10.1), lineWidth: 1.5)
      let chord = (10.1 * 10.1 - 25).squareRoot()
      pen.stroke(
        SymbolPath.combined(
          SymbolPath.polyline([(2, 12), (22, 12)]), SymbolPath.polyline([(12 - chord, 7), (12 + chord, 7)]),
          SymbolPath.polyline([(12 - chord, 17), (12 + chord, 17)])), lineWidth: 1.5)
    },
    "map": SymbolGlyph { pen in
      pen.stroke(
        SymbolPath.polyline(
          [
            (2.6, 6.2), (8.6, 3.4), (15.4, 6.2), (21.4, 3.4), (21.4, 17.8), (15.4, 20.6), (8.6, 17.8),
            (2.6, 20.6),
          ],
          closed: true))
      pen.stroke(SymbolPath.polyline([(8.6, 3.4), (8.6, 17.8)]))
      pen.stroke(SymbolPath.polyline([(15.4, 6.2), (15.4, 20.6)]))
    },
    "lock.fill": SymbolGlyph { pen in
      pen.stroke(
        SymbolPath.drawn { shackle in
          shackle.move(7.8, 11)
          shackle.line(7.8, 7.6)
          shackle.arc(center: 12, 7.6, radius: 4.2, from: 180, to: 360)
          shackle.line(16.2, 11)
        }, lineWidth: 2.1)
      pen.fill(SymbolPath.roundedRect(4.6, 10.4, 14.8, 11.4, radius: 2.4))
    },
  ]

  /// Eight trapezoidal teeth around a hub, as one closed outline.
  private static let gearTeeth = SymbolPath.drawn { shape in
    let outer = 10.6
    let root = 8.0
    func point(_ radius: Double, _ degrees: Double) -> (Double, Double) {
      (12 + radius * cos(degrees * .pi / 180), 12 + radius * sin(degrees * .pi / 180))
    }
    for tooth in 0..<8 {
      let middle = Double(tooth) * 45 - 90
      let baseStart = point(root, middle - 13)
      if tooth == 0 { shape.move(baseStart.0, baseStart.1) } else { shape.line(baseStart.0, baseStart.1) }
      let tip1 = point(outer, middle - 8)
      let tip2 = point(outer, middle + 8)
      shape.line(tip1.0, tip1.1)
      shape.line(tip2.0, tip2.1)
      shape.arc(center: 12, 12, radius: root, from: middle + 13, to: middle + 45 - 13)
    }
    shape.close()
  }
}
