/// Primitive views that clip their children to their own frame (a scroll view).
///
/// A node's paint bounds are cut by every clipping ancestor, so content moving inside a
/// scroll view damages only the part of the window the scroll view covers.
@MainActor
protocol ClipsContent {}
