import PortalGraphics
import PortalHost

// What each kind of view is to assistive technologies, as SwiftUI describes it to VoiceOver.

extension Button: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .pushButton, clicks: true)
  }
}

extension Link: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .link, value: destination.absoluteString, clicks: true)
  }
}

extension NavigationLink: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .pushButton, clicks: true)
  }
}

extension Toggle: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    // A toggle drawn as a button is a toggle button; as a switch or a box, a check box
    // (AT-SPI 2.46 has no switch role; GTK's switches say check box too).
    let isButton = node.environment.toggleStyle.style is ButtonToggleStyle
    var description = AccessibilityViewDescription(role: isButton ? .toggleButton : .checkBox, clicks: true)
    description.states = isOn.wrappedValue ? [.checked, .checkable] : [.checkable]
    return description
  }
}

extension Slider: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    let fraction = bounds.upperBound > bounds.lowerBound
      ? (value.wrappedValue - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) : 0
    return AccessibilityViewDescription(role: .slider, value: "\(Int((fraction * 100).rounded())) percent")
  }
}

extension Stepper: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .spinButton)
  }
}

extension ProgressView: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(
      role: .progressBar, value: fraction.map { "\(Int(($0 * 100).rounded())) percent" })
  }
}

extension Picker: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .comboBox, clicks: true)
  }
}

extension Text: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .label, name: content, text: content)
  }
}

extension Image: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    // SwiftUI names a picture by its resource or symbol name; a decorative one is skipped.
    guard !isDecorative else { return nil }
    switch source {
    case .symbol(let name), .resource(let name): return AccessibilityViewDescription(role: .image, name: name)
    case .file, .bitmap: return AccessibilityViewDescription(role: .image, name: "")
    }
  }
}

extension TextEntry: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    var description = AccessibilityViewDescription(role: isSecure ? .passwordText : .entry, name: placeholder)
    let shown = isSecure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue
    description.value = shown
    description.text = shown
    description.states = [.editable, kind == .singleLine ? .singleLine : .multiLine]
    description.clicks = true
    return description
  }
}

extension ScrollView: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .scrollPane, name: "", children: .contain)
  }
}

extension List: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .list, name: "", children: .contain)
  }
}

extension ListItemContainer: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    var description = AccessibilityViewDescription(role: .listItem, children: .contain)
    description.states = isSelected ? [.selectable, .selected] : [.selectable]
    return description
  }
}

extension TabView: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .pageTabList, name: "", children: .contain)
  }
}

extension SheetCard: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .dialog, name: "", states: [.modal], children: .contain)
  }
}

extension FullScreenCoverPanel: AccessibilityDescribing {
  func accessibilityDescription(node: Node) -> AccessibilityViewDescription? {
    AccessibilityViewDescription(role: .dialog, name: "", states: [.modal], children: .contain)
  }
}
