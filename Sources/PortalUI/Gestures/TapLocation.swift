import Foundation

extension View {
  /// Runs `action` with where the tap landed, in `coordinateSpace` (the view's own by
  /// default), after `count` taps: iOS 17's `onTapGesture { location in … }`.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }
}
