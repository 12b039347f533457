/// Where a view sits among its siblings: its structural path, or an explicit id.
public struct ViewKey: Hashable, CustomStringConvertible, Sendable {
  var parts: [AnyHashableSendable]

  init(_ parts: [AnyHashableSendable] = []) { self.parts = parts }

  func appending(_ part: some Hashable & Sendable) -> ViewKey {
    ViewKey(parts + [AnyHashableSendable(part)])
  }

  func appending(any part: some Hashable) -> ViewKey {
    ViewKey(parts + [AnyHashableSendable(erasing: AnyHashable(part))])
  }

  public var description: String { parts.map { "\($0.base)" }.joined(separator: "/") }
}

/// `AnyHashable` that can cross isolation boundaries (ids are plain values).
struct AnyHashableSendable: Hashable, @unchecked Sendable {
  let base: AnyHashable
  init(_ value: some Hashable & Sendable) { base = AnyHashable(value) }
  init(erasing value: AnyHashable) { base = value }
}

/// One child a container lays out: a view and its identity among its siblings.
struct ChildView {
  let key: ViewKey
  let view: any View
}

/// Views that stand for several children (tuples, conditionals, ForEach, groups) and dissolve
/// into their parent's child list.
@MainActor
protocol ViewList {
  func flatten(into list: inout [ChildView], prefix: ViewKey)
}

/// Appends `view` to `list`: dissolved if it is a list, as one child otherwise.
@MainActor
func flattenView(_ view: any View, into list: inout [ChildView], prefix: ViewKey) {
  if let many = primitive(of: view)?.viewList {
    many.flatten(into: &list, prefix: prefix)
  } else {
    list.append(ChildView(key: prefix, view: view))
  }
}

@MainActor
func flattenedChildren(_ view: any View) -> [ChildView] {
  var list: [ChildView] = []
  flattenView(view, into: &list, prefix: ViewKey())
  return list
}

/// `view`'s children with keys under `part`: a container of several parts (content and a bar,
/// a view and what is layered on it) tells its parts' nodes apart with `Node.children(under:)`.
@MainActor
func flattenedChildren(_ view: any View, under part: String) -> [ChildView] {
  var list: [ChildView] = []
  flattenView(view, into: &list, prefix: ViewKey().appending(part))
  return list
}

extension Node {
  /// The children whose views were flattened under `part`, and the others, each in order. The
  /// part is made hashable once by the container, which asks in every layout.
  func children(under part: AnyHashableSendable) -> (under: [Node], others: [Node]) {
    var under: [Node] = []
    var others: [Node] = []
    for child in children {
      if child.key.parts.first == part {
        under.append(child)
      } else {
        others.append(child)
      }
    }
    return (under, others)
  }
}
