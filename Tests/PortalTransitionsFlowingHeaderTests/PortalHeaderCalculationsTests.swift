import Foundation
import PortalUI
import Testing

@testable import PortalTransitionsFlowingHeader

@Suite("PortalHeaderCalculations")
struct PortalHeaderCalculationsTests {
  typealias Calc = PortalHeaderCalculations

  @Test func progressIsZeroBeforeTheStart() {
    #expect(Calc.calculateProgress(scrollOffset: 4.99, startAt: 5, range: 40) == 0)
  }

  @Test func progressIsZeroForANegativeOffset() {
    #expect(Calc.calculateProgress(scrollOffset: -120, startAt: 5, range: 40) == 0)
  }

  @Test func progressIsZeroExactlyAtTheStart() {
    #expect(Calc.calculateProgress(scrollOffset: 5, startAt: 5, range: 40) == 0)
  }

  @Test func progressIsLinearOverTheRange() {
    #expect(Calc.calculateProgress(scrollOffset: 15, startAt: 5, range: 40) == 0.25)
    #expect(Calc.calculateProgress(scrollOffset: 25, startAt: 5, range: 40) == 0.5)
    #expect(Calc.calculateProgress(scrollOffset: 45, startAt: 5, range: 40) == 1)
  }

  @Test func progressIsClampedToOneWhenOverscrolled() {
    #expect(Calc.calculateProgress(scrollOffset: 10_000, startAt: 5, range: 40) == 1)
  }

  @Test func aZeroRangeCountsAsDoneOnceStarted() {
    #expect(Calc.calculateProgress(scrollOffset: 5, startAt: 5, range: 0) == 1)
    #expect(Calc.calculateProgress(scrollOffset: 4, startAt: 5, range: 0) == 0)
  }

  @Test func aNegativeStartBeginsBeforeTheTop() {
    #expect(Calc.calculateProgress(scrollOffset: 0, startAt: -20, range: 40) == 0.5)
  }

  @Test func aHugeRangeProgressesSlowly() {
    let p = Calc.calculateProgress(scrollOffset: 1_000, startAt: 0, range: 1e9)
    #expect(p > 0 && abs(p - 1e-6) < 1e-12)
  }

  @Test func progressKeepsFloatingPointPrecision() {
    #expect(abs(Calc.calculateProgress(scrollOffset: 1.0 / 3, startAt: 0, range: 1) - 1.0 / 3) < 1e-12)
  }

  @Test func positionInterpolatesTheCentres() {
    let p = Calc.calculatePosition(
      sourceRect: CGRect(x: 0, y: 0, width: 100, height: 100),
      destinationRect: CGRect(x: 200, y: 400, width: 50, height: 50),
      progress: 0.5)
    #expect(p == CGPoint(x: 137.5, y: 237.5))
  }

  @Test func positionAtTheEndsIsEachCentre() {
    let a = CGRect(x: 10, y: 20, width: 30, height: 40)
    let b = CGRect(x: 300, y: 5, width: 10, height: 10)
    #expect(Calc.calculatePosition(sourceRect: a, destinationRect: b, progress: 0) == CGPoint(x: a.midX, y: a.midY))
    #expect(Calc.calculatePosition(sourceRect: a, destinationRect: b, progress: 1) == CGPoint(x: b.midX, y: b.midY))
  }

  @Test func positionAddsTheHorizontalOffsetOnly() {
    let a = CGRect(x: 0, y: 0, width: 10, height: 10)
    let p = Calc.calculatePosition(sourceRect: a, destinationRect: a, progress: 0.3, horizontalOffset: 7)
    #expect(p == CGPoint(x: 12, y: 5))
  }

  /// The scale from a source of `source` (width, height) to a destination of `destination` at
  /// `progress`.
  func scale(from source: (CGFloat, CGFloat), to destination: (CGFloat, CGFloat), at progress: CGFloat) -> (
    x: CGFloat, y: CGFloat
  ) {
    Calc.calculateScale(
      sourceSize: CGSize(width: source.0, height: source.1),
      destinationSize: CGSize(width: destination.0, height: destination.1), progress: progress)
  }

  @Test func scaleIsPerAxis() {
    let s = scale(from: (100, 50), to: (50, 50), at: 1)
    #expect(s.x == 0.5 && s.y == 1)
  }

  @Test func scaleHalfwayIsHalfTheSizeChange() {
    let s = scale(from: (100, 100), to: (50, 50), at: 0.5)
    #expect(s.x == 0.75 && s.y == 0.75)
  }

  @Test(arguments: [(0, 0), (0, 10), (10, -1)] as [(CGFloat, CGFloat)])
  func scaleIsIdentityWhenTheSourceHasNoPositiveSize(source: (CGFloat, CGFloat)) {
    let s = scale(from: source, to: (25, 25), at: 0.7)
    #expect(s.x == 1 && s.y == 1)
  }

  @Test func scaleIsIdentityAtProgressZero() {
    let s = scale(from: (64, 77), to: (25, 25), at: 0)
    #expect(s.x == 1 && s.y == 1)
  }

  @Test func aTinySourceScalesUp() {
    let s = scale(from: (0.1, 0.1), to: (100, 100), at: 0.5)
    #expect(s.x > 1 && s.y > 1)
  }

  @Test func accessoryFadeStartsOpaque() {
    #expect(Calc.calculateAccessoryFade(progress: 0) == 1)
  }

  @Test func accessoryFadeIsFourTimesFasterThanProgress() {
    #expect(abs(Calc.calculateAccessoryFade(progress: 0.05) - 0.8) < 1e-12)
  }

  @Test func accessoryFadeNeverGoesBelowTheFloor() {
    #expect(Calc.calculateAccessoryFade(progress: 0.25) == 0.6)
    #expect(Calc.calculateAccessoryFade(progress: 1) == 0.6)
  }

  @Test func accessoryFadeTakesACustomMultiplierAndFloor() {
    #expect(Calc.calculateAccessoryFade(progress: 0.5, fadeMultiplier: 1, minimumValue: 0) == 0.5)
    #expect(Calc.calculateAccessoryFade(progress: 0.9, fadeMultiplier: 2, minimumValue: 0.2) == 0.2)
  }

  @Test func tokensHaveTheDocumentedValues() {
    typealias T = FlowingHeaderTokens
    #expect(T.transitionDuration == 0.4)
    #expect(T.scrollAnimationDuration == 0.3)
    #expect(T.transitionRange == 40)
    #expect(T.accessoryStartDivisor == 3)
    #expect(T.fallbackStartOffset == 5)
    #expect(T.accessoryFadeMultiplier == 4)
    #expect(T.titleStripAccessorySize == 25)
    #expect(T.scrollDirectionThreshold == 0.1)
    #expect(T.accessoryFadeMinimum == 0.6)
  }
}
