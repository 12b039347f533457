import PortalGraphics
import PortalHost

/// A control for choosing a colour: its label, then a round swatch of the colour that opens a
/// palette below it.
///
/// ```swift
/// ColorPicker("Highlight", selection: $highlight)
/// ColorPicker("Ink", selection: $ink, supportsOpacity: false)
/// ```
///
/// The palette is a grid of colours (greys, the system colours, darker shades) and, with
/// `supportsOpacity`, an opacity slider; a click on a colour chooses it (keeping the opacity
/// set) and closes the palette. The swatch opens it when clicked, or with Space or Enter while
/// it has keyboard focus; in the palette the arrow keys move the highlight through the grid,
/// Enter chooses, Escape or a click outside closes it. This is the nearest desktop form of
/// iOS's colour sheet (no spectrum or sliders per channel here).
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label
  @State private var isOpen = false
  @State private var highlighted: Int?
  @Environment(\.isEnabled) private var isEnabled

  /// A colour picker with any view as its label.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  public var body: some View {
    let open = $isOpen
    let highlight = $highlighted
    let selection = self.selection
    let choose: (Int) -> Void = { index in
      selection.wrappedValue = ColorPalette.color(index, opacity: selection.wrappedValue.alpha)
      open.wrappedValue = false
    }
    HStack(spacing: 12) {
      label
      Spacer(minLength: 0)
      ColorSwatch(color: selection.wrappedValue)
        .contentShape(.focusEffect, Circle())
        .onTapGesture {
          highlight.wrappedValue = ColorPalette.index(of: selection.wrappedValue)
          open.wrappedValue.toggle()
        }
        .popup(
          isPresented: open,
          keys: { key in
            let count = ColorPalette.colors.count
            let columns = ColorPalette.columns
            let from = highlight.wrappedValue ?? -1
            switch key {
            case .right: highlight.wrappedValue = min(from + 1, count - 1)
            case .left: highlight.wrappedValue = max(from - 1, 0)
            case .down: highlight.wrappedValue = from < 0 ? 0 : min(from + columns, count - 1)
            case .up: highlight.wrappedValue = from < 0 ? 0 : (from >= columns ? from - columns : from)
            case .enter, .space:
              if let index = highlight.wrappedValue { choose(index) } else { open.wrappedValue = false }
            default: break
            }
            return true
          }
        ) {
          ColorPalettePanel(
            selection: selection, supportsOpacity: supportsOpacity, highlighted: highlight.wrappedValue,
            hover: { highlight.wrappedValue = $0 }, choose: choose)
        }
    }
    .opacity(isEnabled ? 1 : 0.45)
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker with a text title, from a key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker with a text title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(String(title)) }
  }
}

/// A round swatch of a colour with a thin ring around it.
struct ColorSwatch: View {
  let color: Color
  static let size = 26.0

  var body: some View {
    Circle().fill(color)
      .overlay(Circle().strokeBorder(ControlColors.popupBorder, lineWidth: 1))
      .frame(width: Self.size, height: Self.size)
  }
}

/// The colours the palette offers, in rows.
enum ColorPalette {
  static let columns = 6
  static let colors: [Color] = [
    0xFFFFFF, 0xD1D1D6, 0x8E8E93, 0x636366, 0x3A3A3C, 0x000000,
    0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x30B0C7, 0x007AFF,
    0x5856D6, 0xAF52DE, 0xFF2D55, 0xA2845E, 0x00C7BE, 0x32ADE6,
    0x8B1A10, 0xB35900, 0x8F7A00, 0x1E7B34, 0x004E9A, 0x4B2A82,
  ].map { Color(hex: $0) }

  /// The palette's colour `index` with `opacity`.
  static func color(_ index: Int, opacity: Double) -> Color {
    var color = colors[index]
    color.alpha = opacity
    return color
  }

  /// The palette's colour that is `color`, opacity aside.
  static func index(of color: Color) -> Int? {
    colors.firstIndex { abs($0.red - color.red) < 0.01 && abs($0.green - color.green) < 0.01 && abs($0.blue - color.blue) < 0.01 }
  }
}

/// The open palette: a grid of swatches (the chosen one ringed, the highlighted one ringed in
/// the tint) and, when the picker supports it, an opacity slider.
struct ColorPalettePanel: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let highlighted: Int?
  let hover: (Int) -> Void
  let choose: (Int) -> Void
  @Environment(\.tint) private var tint

  static let cell = 30.0

  var body: some View {
    let chosen = ColorPalette.index(of: selection.wrappedValue)
    let selection = self.selection
    VStack(alignment: .leading, spacing: 8) {
      VStack(spacing: 4) {
        ForEach(0..<(ColorPalette.colors.count / ColorPalette.columns), id: \.self) { row in
          HStack(spacing: 4) {
            ForEach(0..<ColorPalette.columns, id: \.self) { column in
              cell(row * ColorPalette.columns + column, chosen: chosen)
            }
          }
        }
      }
      if supportsOpacity {
        HStack(spacing: 8) {
          Text("Opacity").font(.system(size: 12))
          Slider(
            value: Binding(
              get: { selection.wrappedValue.alpha },
              set: { alpha in
                var color = selection.wrappedValue
                color.alpha = alpha
                selection.wrappedValue = color
              }), in: 0...1)
        }
      }
    }
    .padding(10)
    .frame(width: 6 * Self.cell + 5 * 4 + 20)
    .background(PopupPanel())
  }

  private func cell(_ index: Int, chosen: Int?) -> some View {
    let hover = self.hover
    let choose = self.choose
    let ring: Color = index == highlighted ? tint : index == chosen ? SystemPalette.label : Color.clear
    return RoundedRectangle(cornerRadius: 6).fill(ColorPalette.colors[index])
      .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(ControlColors.popupBorder, lineWidth: 1))
      .padding(3)
      .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(ring, lineWidth: 2))
      .frame(width: Self.cell, height: Self.cell)
      .contentShape(Rectangle())
      .onHover { if $0 { hover(index) } }
      .onClickWithoutFocus { choose(index) }
  }
}
