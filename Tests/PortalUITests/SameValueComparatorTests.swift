import Foundation
import Observation
import PortalGraphics
import Testing

@testable import PortalUI

@Observable @MainActor
private final class TallyModel {
  var count = 0
  var titles = ["Amber", "Birch", "Cedar"]
}

/// A tile as apps write them: strings, a flag, its own state, no `Equatable`.
private struct Tile: View {
  nonisolated(unsafe) static var bodies = 0
  let title: String
  var isFocused = false
  @State private var hovered = false
  var body: some View {
    Self.bodies += 1
    return Text(title).padding(isFocused ? 4 : 2)
  }
}

/// Like `Tile`, holding a closure as well.
private struct TileWithAction: View {
  nonisolated(unsafe) static var bodies = 0
  let title: String
  let action: () -> Void
  var body: some View {
    Self.bodies += 1
    return Text(title)
  }
}

/// Re-evaluated whenever the count changes; hands each tile a new tap closure.
private struct Tiles: View {
  let model: TallyModel
  var body: some View {
    VStack {
      Text("Count \(model.count)")
      // By position, so a changed title is a new value for the same tile.
      ForEach(model.titles.indices, id: \.self) { index in
        Tile(title: model.titles[index]).onTapGesture { model.count += 1 }
        TileWithAction(title: model.titles[index]) { model.count += index }
      }
    }
  }
}

private struct Point3 { var x = 0.0, y = 0.0, z = 0.0 }
private struct Labelled { var label: String; var at: Point3 }
private enum Shape3 { case round(String), square(String) }
private final class PlainBox { var value = 0 }
private struct Holder { var box: PlainBox }
private struct ModelHolder { var model: TallyModel }
private struct Erased { var content: any View }
private struct OptionalClosure { var run: (() -> Void)? }
private struct WithClosure { var name: String; var run: () -> Void }
private final class Named: Equatable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (a: Named, b: Named) -> Bool { a.name == b.name }
}
private struct WeaklyHeld { weak var named: Named? }

/// A view holding an object that reports when it is freed.
private struct Holding: View {
  final class Tracked { let freed: () -> Void; init(_ freed: @escaping () -> Void) { self.freed = freed }; deinit { freed() } }
  let tracked: Tracked
  var body: some View { EmptyView() }
}

/// A tuple of views built and taken apart off the main actor, as a `static let` of views may be.
private nonisolated func tupleTakenApartAnywhere() -> String {
  let (first, second) = TupleView(Spacer(), EmptyView()).value
  return "\(type(of: first)) \(type(of: second))"
}

/// Views handed a new value are compared stored property by stored property, as SwiftUI
/// compares them: a view whose properties are all the same is not evaluated again.
@Suite("Views compared by their stored properties") @MainActor
struct SameValueComparatorTests {
  @Test func structsOfStringsAndNumbersCompareByTheirProperties() {
    let a = Labelled(label: "North", at: Point3(x: 1))
    #expect(SameValueComparator.same(a, Labelled(label: "North", at: Point3(x: 1))))
    #expect(!SameValueComparator.same(a, Labelled(label: "South", at: Point3(x: 1))))
    #expect(!SameValueComparator.same(a, Labelled(label: "North", at: Point3(x: 1, z: 2))))
    // Strings built differently but equal are the same.
    #expect(SameValueComparator.same(a, Labelled(label: String("Nor") + "th", at: Point3(x: 1))))
  }

  @Test func aClosureMatchesOnlyItself() {
    // As SwiftUI compares closures: the same code with the same captured context.
    let box = PlainBox()
    let run = { box.value += 1 }
    #expect(SameValueComparator.same(WithClosure(name: "a", run: run), WithClosure(name: "a", run: run)))
    #expect(!SameValueComparator.same(WithClosure(name: "a", run: run), WithClosure(name: "b", run: run)))
    // The same literal made twice over different captures is two closures.
    func made(_ step: Int) -> () -> Void { { box.value += step } }
    #expect(!SameValueComparator.same(WithClosure(name: "a", run: made(1)), WithClosure(name: "a", run: made(1))))
    #expect(SameValueComparator.same(OptionalClosure(run: run), OptionalClosure(run: run)))
    #expect(SameValueComparator.same(OptionalClosure(run: nil), OptionalClosure(run: nil)))
    #expect(!SameValueComparator.same(OptionalClosure(run: run), OptionalClosure(run: nil)))
  }

  @Test func plainClassesAndEnumsThatAreNotEquatableNeverMatch() {
    let box = PlainBox()
    #expect(!SameValueComparator.same(Holder(box: box), Holder(box: box)))
    #expect(!SameValueComparator.same(Shape3.round("a"), Shape3.round("a")))
    #expect(!SameValueComparator.same(Shape3.round("a"), Shape3.square("a")))
  }

  @Test func anOptionalClassReferenceNeverMatchesEvenWhenHeldWeakly() {
    // The field walk cannot tell a weak reference from a strong one, and reading a weak one as
    // strong is not safe: such a property counts as changed.
    let named = Named("a")
    #expect(!SameValueComparator.same(WeaklyHeld(named: named), WeaklyHeld(named: named)))
  }

  @Test func anObservableModelMatchesItselfOnly() {
    let model = TallyModel()
    #expect(SameValueComparator.same(ModelHolder(model: model), ModelHolder(model: model)))
    #expect(!SameValueComparator.same(ModelHolder(model: model), ModelHolder(model: TallyModel())))
  }

  @Test func anExistentialComparesTheValueInside() {
    #expect(SameValueComparator.same(Erased(content: Text("A")), Erased(content: Text("A"))))
    #expect(!SameValueComparator.same(Erased(content: Text("A")), Erased(content: Text("B"))))
    #expect(!SameValueComparator.same(Erased(content: Text("A")), Erased(content: Color.red)))
  }

  @Test func tuplesOfViewsCompareByTheViewsTheyHoldNotByTheirBox() {
    // A builder's several views are boxed; two boxes built apart with the same views match.
    func built(_ title: String, focused: Bool = false) -> any View {
      TupleView(Text("Header"), Tile(title: title, isFocused: focused), Color.red)
    }
    #expect(ValueEquality.sameView(built("A"), built("A")))
    #expect(!ValueEquality.sameView(built("A"), built("B")))
    #expect(!ValueEquality.sameView(built("A"), built("A", focused: true)))
    // A box holding a closure built anew never matches, as the closure alone would not.
    func withAction(_ step: Int) -> any View {
      TupleView(Text("A"), TileWithAction(title: "A") { _ = step })
    }
    #expect(!ValueEquality.sameView(withAction(1), withAction(1)))
    // Nested in a container, as bodies build them.
    #expect(ValueEquality.sameView(VStack { Text("A"); Text("B") }, VStack { Text("A"); Text("B") }))
    #expect(!ValueEquality.sameView(VStack { Text("A"); Text("B") }, VStack { Text("A"); Text("C") }))
    #expect(ValueEquality.sameView(TupleView(Text("A"), Text("B")).value.1, Text("B")))
    #expect(tupleTakenApartAnywhere() == "Spacer EmptyView")
    // The box lets go of its views with the last copy of the tuple.
    var freed = 0
    do {
      let tuple = TupleView(Holding(tracked: .init { freed += 1 }), Holding(tracked: .init { freed += 1 }))
      let copy: any View = tuple
      // A plain object never matches, in a tuple as anywhere.
      #expect(!ValueEquality.sameView(copy, tuple))
      #expect(freed == 0)
    }
    #expect(freed == 2)
  }

  @Test func viewsComparedInPlaceFollowTheSameRulesAsValues() {
    #expect(ValueEquality.sameView(Tile(title: "A"), Tile(title: "A")))
    #expect(!ValueEquality.sameView(Tile(title: "A"), Tile(title: "B")))
    #expect(!ValueEquality.sameView(Text("A"), Color.red))
    // A view holding `any View` compares the view inside by its own type.
    #expect(ValueEquality.sameView(AnyView(Text("A")), AnyView(Text("A"))))
    #expect(!ValueEquality.sameView(AnyView(Text("A")), AnyView(Text("B"))))
    #expect(!ValueEquality.sameView(AnyView(Text("A")), AnyView(Color.red)))
  }

  @Test func aViewsOwnStateDoesNotMakeItDiffer() {
    #expect(SameValueComparator.same(Tile(title: "A"), Tile(title: "A")))
    #expect(!SameValueComparator.same(Tile(title: "A"), Tile(title: "A", isFocused: true)))
  }

  @Test func aTileHandedTheSamePropertiesUnderANewClosureIsNotEvaluatedAgain() throws {
    let model = TallyModel()
    let h = try Harness(Tiles(model: model))
    let tiles = Tile.bodies
    let withActions = TileWithAction.bodies
    model.count = 1
    h.settle()
    // The tap gesture around each tile holds a new closure and is evaluated again; the tile
    // inside it is the same and is not. A tile holding a new closure itself is too.
    #expect(Tile.bodies == tiles)
    #expect(TileWithAction.bodies == withActions + 3)
    model.titles[1] = "Beech"
    h.settle()
    // Only the tile whose title changed.
    #expect(Tile.bodies == tiles + 1)
    #expect(h.node(Text.self) { $0.content == "Beech" } != nil)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }
}
