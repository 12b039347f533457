import Foundation
import PortalGraphics
import PortalUI

/// A UIKit view shown as SwiftUI views made from its properties, as the represented views of
/// `UIViewRepresentable` are drawn here:
///
/// - every view: its background colour, clipped to its layer's corner radius, its layer's
///   border, its alpha and hidden state, and its subviews at their frames, back to front;
/// - `UILabel`: its text in its font, colour, alignment and line limit;
/// - `UIImageView`: its image, fitted or filled as its content mode says;
/// - `UIVisualEffectView`: the SwiftUI material of its blur's thickness;
/// - `UIActivityIndicatorView`: a `ProgressView` while it animates;
/// - `UITextView`, `UITextField`: their text; `UISwitch`: a switch showing `isOn`;
/// - `UIHostingController`'s view: its SwiftUI content.
///
/// The root view fills the space offered (as a UIView in SwiftUI does), except a switch and
/// a spinner, which keep their size; subviews take their frames. A label's text is centred
/// vertically and aligned as its `textAlignment` says, as UIKit draws it.
struct UIViewRendering: View {
  let view: UIView
  let isRoot: Bool
  /// Which update of the represented view this shows: the UIKit views are objects changed in
  /// place, so without it a view showing the same objects would be taken as unchanged.
  let revision: Int

  var body: some View {
    if view.isHidden {
      EmptyView()
    } else {
      decorated
        .opacity(Double(view.alpha) * Double(view.layer.opacity))
    }
  }

  private var radius: CGFloat { view.layer.cornerRadius }

  @ViewBuilder private var decorated: some View {
    let shape = RoundedRectangle(cornerRadius: radius)
    let filled = sized.background {
      if let background = view.backgroundColor { shape.fill(Color(background)) }
    }
    .overlay {
      if view.layer.borderWidth > 0, let border = view.layer.borderColor {
        shape.strokeBorder(Color(cgColor: border), lineWidth: view.layer.borderWidth)
      }
    }
    if view.clipsToBounds || view.layer.masksToBounds {
      filled.clipShape(shape)
    } else {
      filled
    }
  }

  @ViewBuilder private var sized: some View {
    if isRoot {
      if hasIntrinsicSize {
        content
      } else {
        content.frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    } else {
      content.frame(width: view.frame.width, height: view.frame.height)
    }
  }

  /// Controls that keep their own size, as UIKit's do.
  private var hasIntrinsicSize: Bool { view is UIActivityIndicatorView || view is UISwitch }

  @ViewBuilder private var content: some View {
    ZStack(alignment: .topLeading) {
      own
      ForEach(Array(view.subviews.enumerated()), id: \.offset) { _, subview in
        UIViewRendering(view: subview, isRoot: false, revision: revision)
          .offset(x: subview.frame.minX, y: subview.frame.minY)
      }
    }
  }

  @ViewBuilder private var own: some View {
    if let label = view as? UILabel {
      Text(label.text ?? "")
        .font(Font(label.font ?? .systemFont(ofSize: 17)))
        .foregroundStyle(Color(label.textColor ?? .label))
        .multilineTextAlignment(label.textAlignment.swiftUI)
        .lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: label.textAlignment.frameAlignment)
    } else if let imageView = view as? UIImageView, let image = imageView.image {
      imageView.contentMode.shows(Image(uiImage: image), tint: imageView.tintColor)
    } else if let effect = view as? UIVisualEffectView, let blur = effect.effect as? UIBlurEffect {
      Rectangle().fill(blur.style.material)
    } else if let spinner = view as? UIActivityIndicatorView {
      if spinner.isAnimating || !spinner.hidesWhenStopped { ProgressView() }
    } else if let textView = view as? UITextView {
      Text(textView.text ?? "").font(textView.font.map { Font($0) } ?? .body)
        .foregroundStyle(Color(textView.textColor ?? .label))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    } else if let field = view as? UITextField {
      Text(field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? "")
        .font(field.font.map { Font($0) } ?? .body)
        .foregroundStyle((field.text ?? "").isEmpty ? Color(.placeholderText) : Color(field.textColor ?? .label))
    } else if let toggle = view as? UISwitch {
      Toggle("", isOn: .constant(toggle.isOn)).labelsHidden()
    } else if let hosted = view as? UIHostedSwiftUIView {
      hosted.content
    }
  }
}

extension NSTextAlignment {
  var swiftUI: TextAlignment {
    switch self {
    case .center: .center
    case .right: .trailing
    default: .leading
    }
  }

  var frameAlignment: Alignment {
    switch self {
    case .center: .center
    case .right: .trailing
    default: .leading
    }
  }
}

extension UIView.ContentMode {
  @MainActor @ViewBuilder
  func shows(_ image: Image, tint: UIColor?) -> some View {
    switch self {
    case .scaleAspectFit: image.resizable().aspectRatio(contentMode: .fit)
    case .scaleAspectFill: image.resizable().aspectRatio(contentMode: .fill).clipped()
    case .scaleToFill, .redraw: image.resizable()
    default: image
    }
  }
}

extension UIBlurEffect.Style {
  /// The SwiftUI material of the same thickness.
  @MainActor var material: Material {
    switch self {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: .ultraThinMaterial
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light, .extraLight: .thinMaterial
    case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent: .thickMaterial
    case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark, .extraDark: .ultraThickMaterial
    default: .regularMaterial
    }
  }
}
