import Foundation
import PortalUI

/// A UIKit view inside a SwiftUI hierarchy, as on iOS: `makeUIView(context:)` once,
/// `updateUIView(_:context:)` whenever the SwiftUI view is evaluated again,
/// `dismantleUIView(_:coordinator:)` when it goes away; a coordinator from
/// `makeCoordinator()` lives as long as the view.
///
/// The UIKit view is not drawn by UIKit: it is shown as SwiftUI views made from its
/// properties after each update (`UIViewRendering` says which). A represented view fills the
/// space offered to it, as a UIView does in SwiftUI, unless `sizeThatFits` gives a size.
@MainActor
public protocol UIViewRepresentable: View {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// What the representable keeps beside its view (its delegate, usually).
  associatedtype Coordinator = Void
  /// The context of the calls.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view, once.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with the SwiftUI view's values.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Undoes what `makeUIView` set up, when the view goes away.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, once, before the view.
  func makeCoordinator() -> Coordinator
  /// The size the view takes for `proposal`; nil for the default.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  /// The represented view, shown from its UIKit view's properties.
  public var body: some View {
    RepresentedView(
      make: { context in
        let coordinator = makeCoordinator()
        return (makeUIView(context: UIViewRepresentableContext(coordinator: coordinator, environment: context)), coordinator)
      },
      update: { view, coordinator, environment in
        updateUIView(view, context: UIViewRepresentableContext(coordinator: coordinator, environment: environment))
      },
      dismantle: { view, coordinator in Self.dismantleUIView(view, coordinator: coordinator) },
      size: { view, coordinator, environment, proposal in
        sizeThatFits(
          proposal, uiView: view, context: UIViewRepresentableContext(coordinator: coordinator, environment: environment))
      },
      rootView: { $0 })
  }
}

/// What a representable's calls are told.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view is in.
  public let environment: EnvironmentValues
  /// The transaction of the update.
  public var transaction: Transaction { Transaction() }
}

/// A UIKit view controller inside a SwiftUI hierarchy, as on iOS; its view is shown as a
/// represented view is.
@MainActor
public protocol UIViewControllerRepresentable: View {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// What the representable keeps beside its controller.
  associatedtype Coordinator = Void
  /// The context of the calls.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller, once.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Undoes what `makeUIViewController` set up.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, once, before the controller.
  func makeCoordinator() -> Coordinator
  /// The size the controller's view takes for `proposal`; nil for the default.
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
    -> CGSize?
  { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  /// The controller's view, shown from its UIKit properties.
  public var body: some View {
    RepresentedView(
      make: { environment in
        let coordinator = makeCoordinator()
        let controller = makeUIViewController(
          context: UIViewControllerRepresentableContext(coordinator: coordinator, environment: environment))
        return (controller, coordinator)
      },
      update: { controller, coordinator, environment in
        updateUIViewController(
          controller, context: UIViewControllerRepresentableContext(coordinator: coordinator, environment: environment))
      },
      dismantle: { controller, coordinator in Self.dismantleUIViewController(controller, coordinator: coordinator) },
      size: { controller, coordinator, environment, proposal in
        sizeThatFits(
          proposal, uiViewController: controller,
          context: UIViewControllerRepresentableContext(coordinator: coordinator, environment: environment))
      },
      rootView: { $0.view })
  }
}

/// What a controller representable's calls are told.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment the controller is in.
  public let environment: EnvironmentValues
  /// The transaction of the update.
  public var transaction: Transaction { Transaction() }
}

/// The made object (a view or a controller) and its coordinator, kept across evaluations.
@MainActor
final class RepresentedStorage<Made: AnyObject, Coordinator> {
  var made: Made?
  var coordinator: Coordinator?
  /// How many times the made object was updated.
  var revision = 0
}

/// Makes a represented object once, updates it on each evaluation, and shows its root view.
struct RepresentedView<Made: AnyObject, Coordinator>: View {
  let make: @MainActor (EnvironmentValues) -> (Made, Coordinator)
  let update: @MainActor (Made, Coordinator, EnvironmentValues) -> Void
  let dismantle: @MainActor (Made, Coordinator) -> Void
  let size: @MainActor (Made, Coordinator, EnvironmentValues, ProposedViewSize) -> CGSize?
  let rootView: @MainActor (Made) -> UIView

  @State private var storage = RepresentedStorage<Made, Coordinator>()
  @Environment(\.self) private var environment

  var body: some View {
    let (made, coordinator) = madeAndCoordinator()
    update(made, coordinator, environment)
    storage.revision += 1
    let fixed = size(made, coordinator, environment, .unspecified)
    return UIViewRendering(view: rootView(made), isRoot: true, revision: storage.revision)
      .frame(width: fixed.map { Double($0.width) }, height: fixed.map { Double($0.height) })
      .onDisappear {
        guard let made = storage.made, let coordinator = storage.coordinator else { return }
        dismantle(made, coordinator)
        storage.made = nil
        storage.coordinator = nil
      }
  }

  private func madeAndCoordinator() -> (Made, Coordinator) {
    if let made = storage.made, let coordinator = storage.coordinator { return (made, coordinator) }
    let (made, coordinator) = make(environment)
    storage.made = made
    storage.coordinator = coordinator
    return (made, coordinator)
  }
}
