import Foundation
import PortalGraphics

/// A shape drawn only between two fractions of its outline's length (`.trim(from:to:)`).
public struct TrimmedShape<Content: Shape>: Shape {
  var shape: Content
  var from: Double
  var to: Double

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmed(from: from, to: to) }

  /// The two fractions, so a ring that fills animates.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(from, to) }
    set {
      from = newValue.first
      to = newValue.second
    }
  }
}

extension Shape {
  /// This shape's outline only from the fraction `startFraction` of its length to
  /// `endFraction`: a progress ring is a trimmed circle, stroked.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: progress).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
  ///   .rotationEffect(.degrees(-90))
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(shape: self, from: Double(startFraction), to: Double(endFraction))
  }
}
