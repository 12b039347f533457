/// People: a head and shoulders, alone or in a circle.
extension SymbolGlyph {
  static let people: [String: SymbolGlyph] = [
    "person": SymbolGlyph { pen in
      pen.stroke(SymbolPath.combined(personHead, personBody))
    },
    "person.fill": SymbolGlyph { pen in
      pen.fillSolid(SymbolPath.combined(personHead, personBody))
    },
    "person.circle": SymbolGlyph { pen in
      pen.ring()
      pen.fill(SymbolPath.circle(12, 9.4, radius: 3.7))
      pen.canvas.withState {
        pen.canvas.clip(to: SymbolPath.circle(12, 12, radius: 10.1))
        pen.fill(shoulders)
      }
    },
    "person.circle.fill": SymbolGlyph { pen in
      pen.discKnockingOut {
        pen.fill(SymbolPath.circle(12, 9.4, radius: 3.7))
        pen.canvas.withState {
          pen.canvas.clip(to: SymbolPath.circle(12, 12, radius: 9.2))
          pen.fill(shoulders)
        }
      }
    },
  ]

  private static let personHead = SymbolPath.circle(12, 7, radius: 3.9)

  private static let personBody = SymbolPath.drawn { shape in
    shape.move(4.5, 20.8)
    shape.curve(12, 14.2, 4.5, 16.8, 7.8, 14.2)
    shape.mirror()
    shape.close()
  }

  /// Shoulders that run off the bottom of a circle, which clips them.
  private static let shoulders = SymbolPath.drawn { shape in
    shape.move(4, 24)
    shape.curve(12, 15, 4.5, 18, 8, 15)
    shape.mirror()
    shape.close()
  }
}
