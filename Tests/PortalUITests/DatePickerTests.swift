import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Date picker") @MainActor
struct DatePickerTests {
  @MainActor final class Model {
    var date: Date
    init(_ date: Date) { self.date = date }
    var binding: Binding<Date> { Binding(get: { self.date }, set: { self.date = $0 }) }
  }

  static let calendar = Calendar.current

  /// 10 March 2025, 14:30.
  static let start = calendar.date(from: DateComponents(year: 2025, month: 3, day: 10, hour: 14, minute: 30))!

  static func day(_ day: Int, month: Int = 3, hour: Int = 14, minute: Int = 30) -> Date {
    calendar.date(from: DateComponents(year: 2025, month: month, day: day, hour: hour, minute: minute))!
  }

  func picker(
    _ model: Model, components: DatePickerComponents = [.date, .hourAndMinute], range: ClosedRange<Date>? = nil,
    dark: Bool = false
  ) throws -> Harness {
    try Harness(
      size: Size(width: 420, height: 420),
      atOrigin {
        Group {
          if let range {
            DatePicker("Due", selection: model.binding, in: range, displayedComponents: components)
          } else {
            DatePicker("Due", selection: model.binding, displayedComponents: components)
          }
        }
        .frame(width: 380)
        .padding(10)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  func send(_ h: Harness, _ keys: Key...) {
    for key in keys { h.host.send(.keyPressed(key, modifiers: [])) }
    h.settle()
  }

  @Test func theCompactFormShowsTheDateAndTheTime() throws {
    let h = try picker(Model(Self.start))
    #expect(h.frame(ofText: "Due") != nil)
    #expect(h.frame(ofText: DatePickerFormat.date(Self.start)) != nil)
    #expect(h.frame(ofText: DatePickerFormat.time(Self.start)) != nil)
  }

  @Test func onlyTheComponentsAskedForAreShown() throws {
    let h = try picker(Model(Self.start), components: .date)
    #expect(h.frame(ofText: DatePickerFormat.date(Self.start)) != nil)
    #expect(h.frame(ofText: DatePickerFormat.time(Self.start)) == nil)
  }

  @Test func aClickOnTheDateOpensTheMonthAndAClickOnADayChoosesItKeepingTheTime() throws {
    let model = Model(Self.start)
    let h = try picker(model)
    h.click(try #require(h.frame(ofText: DatePickerFormat.date(Self.start))).center)
    #expect(h.anyFrame(ofText: DatePickerFormat.month(Self.start)) != nil)
    h.click(try #require(h.anyFrame(ofText: "21")).center)
    #expect(model.date == Self.day(21))
    #expect(h.graph.popups.isEmpty)
  }

  @Test func arrowKeysMoveTheDayAndPageKeysTheMonth() throws {
    let model = Model(Self.start)
    let h = try picker(model)
    send(h, .tab, .space)
    #expect(!h.graph.popups.isEmpty)
    send(h, .right)
    #expect(model.date == Self.day(11))
    send(h, .down)
    #expect(model.date == Self.day(18))
    send(h, .up, .left, .left)
    #expect(model.date == Self.day(9))
    send(h, .pageDown)
    #expect(model.date == Self.day(9, month: 4))
    send(h, .enter)
    #expect(h.graph.popups.isEmpty)
  }

  @Test func theDateIsKeptWithinTheRange() throws {
    let model = Model(Self.start)
    let h = try picker(model, range: Self.day(8, hour: 0, minute: 0)...Self.day(12, hour: 23, minute: 0))
    h.click(try #require(h.frame(ofText: DatePickerFormat.date(Self.start))).center)
    send(h, .down)
    #expect(model.date == Self.day(12, hour: 23, minute: 0))
    // A day outside the range does nothing when clicked.
    h.click(try #require(h.anyFrame(ofText: "3")).center)
    #expect(model.date == Self.day(12, hour: 23, minute: 0))
  }

  @Test func theTimePanelMovesTheMinuteAndTheHour() throws {
    let model = Model(Self.start)
    let h = try picker(model)
    h.click(try #require(h.frame(ofText: DatePickerFormat.time(Self.start))).center)
    send(h, .up, .up, .pageUp)
    #expect(model.date == Self.day(10, hour: 15, minute: 32))
  }

  @Test func theSelectedDayIsOnATintedCircleInLightAndDark() throws {
    for dark in [false, true] {
      let h = try picker(Model(Self.start), dark: dark)
      h.click(try #require(h.frame(ofText: DatePickerFormat.date(Self.start))).center)
      let ten = try #require(h.anyFrame(ofText: "10"))
      let tint = Color.accentColor.resolved(dark: dark)
      #expect(h.pixel(ten.minX - 3, ten.midY).isClose(to: tint, 0.05))
      let eleven = try #require(h.anyFrame(ofText: "11"))
      let panel = dark ? Color(hex: 0x2C2C2E) : Color.white
      #expect(h.pixel(eleven.minX - 3, eleven.midY).isClose(to: panel, 0.05))
    }
  }

  @Test func theGraphicalStyleShowsTheCalendarInlineAndTheArrowsMoveTheDay() throws {
    let model = Model(Self.start)
    let h = try Harness(
      size: Size(width: 420, height: 420),
      atOrigin {
        DatePicker("Due", selection: model.binding, displayedComponents: .date)
          .datePickerStyle(.graphical)
          .frame(width: 380)
      })
    #expect(h.frame(ofText: DatePickerFormat.month(Self.start)) != nil)
    h.click(try #require(h.frame(ofText: "14")).center)
    #expect(model.date == Self.day(14))
    send(h, .tab, .right)
    #expect(model.date == Self.day(15))
  }

  @Test func everyStyleAndRangeFormCompiles() throws {
    let model = Model(Self.start)
    _ = try Harness(
      atOrigin {
        VStack {
          DatePicker("a", selection: model.binding, in: Self.start...).datePickerStyle(.wheel)
          DatePicker("b", selection: model.binding, in: ...Self.start).datePickerStyle(.compact)
          DatePicker(selection: model.binding, displayedComponents: .hourAndMinute) { Text("c") }
            .datePickerStyle(.automatic)
          DatePicker("d", selection: model.binding).datePickerStyle(.field)
        }
      })
  }
}
