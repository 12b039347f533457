import PortalTransitions
import SwiftUI

/// One element with a fixed id flies into a sheet and back, with a layer that bounces as it
/// goes (an `AnimatedPortalLayer`).
public struct StaticIDExample: View {
  @State private var showDetail = false
  @Namespace private var namespace

  public init() {}

  public var body: some View {
    PortalContainer {
      VStack(spacing: 24) {
        Text("Static id").font(.title2).fontWeight(.semibold)
        BouncingLayer(portalID: "badge", in: namespace) {
          Badge()
        }
        .frame(width: 96, height: 96)
        .portal(id: "badge", as: .source, in: namespace)
        .onTapGesture { showDetail = true }
        Text("Tap the badge").foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .sheet(isPresented: $showDetail) {
        VStack(spacing: 20) {
          BouncingLayer(portalID: "badge", in: namespace) {
            Badge()
          }
          .frame(width: 220, height: 220)
          .portal(id: "badge", as: .destination, in: namespace)
          Button("Close") { showDetail = false }
        }
        .padding(32)
      }
      .portalTransition(
        id: "badge", in: namespace, isActive: $showDetail,
        animation: .spring(response: 0.4, dampingFraction: 0.8)
      ) {
        BouncingLayer(portalID: "badge", in: namespace) {
          Badge()
        }
      }
    }
  }
}

/// A rounded badge with a bolt.
struct Badge: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 24, style: .continuous)
      .fill(Color.orange)
      .overlay(
        Image(systemName: "bolt.fill")
          .font(.system(size: 40))
          .foregroundColor(.white)
      )
  }
}

/// Grows a little while it flies forward and settles back, as the original's example layer does.
struct BouncingLayer<Content: View>: AnimatedPortalLayer {
  let portalID: AnyHashable
  let namespace: Namespace.ID
  @ViewBuilder let content: () -> Content
  @State private var scale: CGFloat = 1

  init<ID: Hashable>(portalID: ID, in namespace: Namespace.ID, @ViewBuilder content: @escaping () -> Content) {
    self.portalID = AnyHashable(portalID)
    self.namespace = namespace
    self.content = content
  }

  func animatedContent(isActive: Bool) -> some View {
    content()
      .scaleEffect(scale)
      .onChange(of: isActive) { _, active in
        withAnimation(.smooth(duration: 0.35, extraBounce: 0.25)) { scale = active ? 1.1 : 1 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
          withAnimation(.smooth(duration: 0.45, extraBounce: 0.5)) { scale = 1 }
        }
      }
  }
}
