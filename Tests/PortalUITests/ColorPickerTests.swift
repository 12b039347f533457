import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Color picker") @MainActor
struct ColorPickerTests {
  @MainActor final class Model {
    var color: Color
    init(_ color: Color) { self.color = color }
    var binding: Binding<Color> { Binding(get: { self.color }, set: { self.color = $0 }) }
  }

  func picker(_ model: Model, supportsOpacity: Bool = true, dark: Bool = false) throws -> Harness {
    try Harness(
      size: Size(width: 400, height: 360),
      atOrigin {
        ColorPicker("Ink", selection: model.binding, supportsOpacity: supportsOpacity)
          .frame(width: 360)
          .padding(10)
          .background(Color(.systemBackground))
          .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  func swatch(_ h: Harness) throws -> Rect { try #require(h.node(ColorSwatch.self)).frame }

  /// The palette's cells: a grid of 30-point cells 4 points apart, inside 10 points of padding.
  func cells(_ h: Harness) -> [Rect] {
    guard let panel = h.graph.popups.roots.first?.frame else { return [] }
    let step = ColorPalettePanel.cell + 4
    return ColorPalette.colors.indices.map { index in
      Rect(
        x: panel.minX + 10 + Double(index % ColorPalette.columns) * step,
        y: panel.minY + 10 + Double(index / ColorPalette.columns) * step, width: ColorPalettePanel.cell,
        height: ColorPalettePanel.cell)
    }
  }

  @Test func theSwatchShowsTheColourInLightAndDark() throws {
    for dark in [false, true] {
      let model = Model(Color(hex: 0xFF3B30))
      let h = try picker(model, dark: dark)
      let swatch = try swatch(h)
      #expect(h.pixel(swatch.midX, swatch.midY).isClose(to: Color(hex: 0xFF3B30), 0.03))
      #expect(h.frame(ofText: "Ink") != nil)
    }
  }

  @Test func aClickOnTheSwatchOpensThePaletteAndAClickChoosesAColour() throws {
    let model = Model(.white)
    let h = try picker(model)
    h.click(try swatch(h).center)
    let grid = cells(h)
    #expect(grid.count == ColorPalette.colors.count)
    // The blue cell: second row, last column.
    h.click(grid[11].center)
    #expect(model.color == Color(hex: 0x007AFF))
    #expect(h.graph.popups.isEmpty)
  }

  @Test func theArrowKeysMoveThroughThePaletteAndEnterChooses() throws {
    let model = Model(.white)
    let h = try picker(model)
    for key in [Key.tab, .space] { h.host.send(.keyPressed(key, modifiers: [])) }
    h.settle()
    #expect(!h.graph.popups.isEmpty)
    // From white (the first cell): right, then down a row.
    for key in [Key.right, .down, .enter] { h.host.send(.keyPressed(key, modifiers: [])) }
    h.settle()
    #expect(model.color == Color(hex: 0xFF9500))
  }

  @Test func choosingKeepsTheOpacitySet() throws {
    let model = Model(Color(hex: 0xFFFFFF, alpha: 0.5))
    let h = try picker(model)
    h.click(try swatch(h).center)
    h.click(cells(h)[6].center)
    #expect(model.color == Color(hex: 0xFF3B30, alpha: 0.5))
  }

  @Test func theOpacitySliderShowsOnlyWhenOpacityIsSupported() throws {
    let h = try picker(Model(.white), supportsOpacity: false)
    h.click(try swatch(h).center)
    #expect(h.anyFrame(ofText: "Opacity") == nil)
    let h2 = try picker(Model(.white))
    h2.click(try swatch(h2).center)
    #expect(h2.anyFrame(ofText: "Opacity") != nil)
  }

  @Test func thePaletteIsDrawnOnThePopupPanelInLightAndDark() throws {
    for dark in [false, true] {
      let h = try picker(Model(.white), dark: dark)
      h.click(try swatch(h).center)
      let red = cells(h)[6]
      #expect(h.pixel(red.midX, red.midY).isClose(to: Color(hex: 0xFF3B30), 0.03))
      let panel = dark ? Color(hex: 0x2C2C2E) : Color.white
      let root = try #require(h.graph.popups.roots.first)
      #expect(h.pixel(root.frame.minX + 5, root.frame.midY).isClose(to: panel, 0.03))
    }
  }
}
