import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Gradients as views and shape styles") @MainActor
struct GradientTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)
  private let green = Color(red: 0, green: 1, blue: 0)

  @Test func aLinearGradientViewTakesTheWholeProposal() throws {
    let h = try Harness(
      size: Size(width: 200, height: 100),
      atOrigin { LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing) })
    let node = try #require(h.node(LinearGradient.self))
    #expect(node.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(h.pixel(0, 50).isClose(to: red, 0.02))
    #expect(h.pixel(199, 50).isClose(to: blue, 0.02))
    #expect(h.pixel(100, 10).isClose(to: red.interpolated(to: blue, 0.5), 0.03))
  }

  @Test func aLinearGradientFromStopsHoldsItsColourUpToTheFirstStop() throws {
    let stops = [Gradient.Stop(color: red, location: 0.5), Gradient.Stop(color: blue, location: 1)]
    let h = try Harness(
      atOrigin {
        LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom).frame(width: 20, height: 100)
      })
    #expect(h.pixel(10, 10).isClose(to: red, 0.02))
    #expect(h.pixel(10, 45).isClose(to: red, 0.02))
    #expect(h.pixel(10, 75).isClose(to: red.interpolated(to: blue, 0.5), 0.04))
  }

  @Test func aLinearGradientFromAGradientSpellsTheSame() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          LinearGradient(gradient: Gradient(colors: [red, blue]), startPoint: .top, endPoint: .bottom)
          LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)
        }.frame(width: 40, height: 100)
      })
    for y in stride(from: 5.0, to: 100, by: 10) { #expect(h.pixel(10, y) == h.pixel(30, y)) }
  }

  @Test func aRadialGradientViewRunsFromItsCentreOutwards() throws {
    let h = try Harness(
      atOrigin {
        RadialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 50)
          .frame(width: 120, height: 120)
      })
    #expect(h.pixel(60, 60).isClose(to: .white))
    #expect(h.pixel(68, 60).isClose(to: .white))  // inside the start radius
    #expect(abs(h.pixel(90, 60).red - 0.5) < 0.04)  // halfway from 10 to 50
    #expect(h.pixel(115, 60).isClose(to: .black))
    #expect(h.pixel(5, 5).isClose(to: .black))
  }

  @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
    let h = try Harness(
      atOrigin {
        AngularGradient(colors: [red, green, blue, red], center: .center).frame(width: 100, height: 100)
      })
    let third = 2 * Double.pi / 3
    func pixel(at angle: Double) -> Color { h.pixel(50 + 35 * cos(angle), 50 + 35 * sin(angle)) }
    #expect(pixel(at: 0.05).isClose(to: red, 0.1))
    #expect(pixel(at: third).isClose(to: green, 0.1))
    #expect(pixel(at: 2 * third).isClose(to: blue, 0.1))
  }

  @Test func anAngularGradientSweepsFromItsStartAngle() throws {
    let h = try Harness(
      atOrigin {
        Rectangle()
          .fill(
            .angularGradient(
              colors: [red, blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(180))
          )
          .frame(width: 100, height: 100)
      })
    #expect(h.pixel(52, 90).isClose(to: red, 0.1))  // just past the start, below the centre
    #expect(h.pixel(10, 52).isClose(to: blue, 0.1))  // just before the end, left of the centre
    #expect(h.pixel(29, 71).isClose(to: red.interpolated(to: blue, 0.5), 0.1))  // at 135°
  }

  @Test func aGradientFillsOnlyTheShapeItStyles() throws {
    let h = try Harness(
      atOrigin {
        Circle().fill(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
          .frame(width: 100, height: 100)
      })
    #expect(h.pixel(50, 3).isClose(to: red, 0.05))
    #expect(h.pixel(50, 97).isClose(to: blue, 0.05))
    #expect(h.pixel(3, 3).isClose(to: .white))
  }

  @Test func aGradientStyleFillsTheBackground() throws {
    let h = try Harness(
      atOrigin {
        Color.clear.frame(width: 50, height: 100)
          .background(.linearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
      })
    #expect(h.pixel(25, 1).isClose(to: red, 0.03))
    #expect(h.pixel(25, 98).isClose(to: blue, 0.03))
  }

  @Test func aStyleFillsAShapeBehindOrInFront() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          Color.clear.frame(width: 100, height: 40).background(red, in: Capsule())
          Color.white.frame(width: 100, height: 40).overlay(blue.opacity(0.5), in: Circle())
        }
      })
    #expect(h.pixel(50, 20).isClose(to: red))
    #expect(h.pixel(2, 2).isClose(to: .white))  // outside the capsule's rounded end
    #expect(h.pixel(150, 20).isClose(to: Color(red: 0.5, green: 0.5, blue: 1), 0.02))
    #expect(h.pixel(102, 20).isClose(to: .white))  // outside the circle
  }
}
