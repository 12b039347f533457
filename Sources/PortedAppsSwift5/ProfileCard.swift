import SwiftUI
import UIKit

// A profile card written as iOS apps mix UIKit into SwiftUI: a hex colour initialiser on
// UIColor, a dynamic colour, a shape with only its top corners rounded by UIBezierPath, a
// UILabel wrapped in UIViewRepresentable, an avatar drawn with UIGraphicsImageRenderer, the
// screen's width, haptics and the pasteboard.

extension UIColor {
  convenience init(hex: String) {
    var value: UInt64 = 0
    Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }

  static let cardInk = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(hex: "#F0F0F0") : UIColor(hex: "#202020")
  }
}

struct TopRoundedShape: Shape {
  var radius: CGFloat
  func path(in rect: CGRect) -> Path {
    let bezier = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: radius, height: radius))
    return Path(bezier.cgPath)
  }
}

struct CaptionLabel: UIViewRepresentable {
  var text: String
  var color: UIColor

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    label.textAlignment = .center
    label.backgroundColor = color
    label.layer.cornerRadius = 6
    return label
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    uiView.text = text
    uiView.textColor = .white
  }
}

enum AvatarRenderer {
  static func avatar(of color: UIColor, side: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
    return renderer.image { context in
      color.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
    }
  }
}

struct ProfileCard: View {
  @State var name = "Ada"
  @State private var copied = false
  let accent = UIColor(hex: "#1E88E5")

  var body: some View {
    VStack(spacing: 12) {
      Image(uiImage: AvatarRenderer.avatar(of: UIColor(hex: "#43A047"), side: 48))
      Text(name).font(Font(UIFont.preferredFont(forTextStyle: .headline)))
        .foregroundColor(Color(.cardInk))
      CaptionLabel(text: "Captain", color: accent).frame(width: 120, height: 28)
      Button(copied ? "Copied" : "Copy name") {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UIPasteboard.general.string = name
        copied = true
      }
    }
    .frame(width: min(UIScreen.main.bounds.width - 40, 300), height: 220)
    .background(TopRoundedShape(radius: 24).fill(Color(uiColor: .systemRed)))
  }
}
