import Foundation

extension View {
  private func accessibility(_ change: (inout AccessibilityProperties) -> Void) -> some View {
    var properties = AccessibilityProperties()
    change(&properties)
    return AccessibilityModifierView(content: self, accessibility: properties)
  }

  /// The name assistive technologies give this view, in place of what it shows.
  public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label } }
  /// The name assistive technologies give this view, from a key.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibility { $0.label = Text(labelKey) }
  }
  /// The name assistive technologies give this view.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibility { $0.label = Text(verbatim: String(label)) }
  }

  /// The value assistive technologies read for this view (a slider's "50 percent").
  public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value } }
  /// The value assistive technologies read for this view, from a key.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibility { $0.value = Text(valueKey) }
  }
  /// The value assistive technologies read for this view.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    accessibility { $0.value = Text(verbatim: String(value)) }
  }

  /// What activating this view does, read after its name.
  public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint } }
  /// What activating this view does, from a key.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibility { $0.hint = Text(hintKey) }
  }
  /// What activating this view does.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    accessibility { $0.hint = Text(verbatim: String(hint)) }
  }

  /// A name for tests to find this view by; never spoken.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibility { $0.identifier = identifier }
  }

  /// Hides this view (and what it contains) from assistive technologies.
  public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }

  /// Makes this view one element (or a container) for assistive technologies; its children
  /// are ignored, contained or combined into it.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility { $0.children = children }
  }

  /// Adds traits to this view.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.addedTraits = traits }
  }

  /// Removes traits from this view.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.removedTraits = traits }
  }

  /// Where this view comes in the reading order among its siblings: higher first.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibility { $0.sortPriority = sortPriority }
  }

  /// Other names a person may say for this view (voice control).
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    accessibility { $0.inputLabels = inputLabels }
  }

  /// Other names a person may say for this view, from keys.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
    accessibility { $0.inputLabels = inputLabelKeys.map { Text($0) } }
  }

  /// Makes this view a heading of `level`.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibility {
      $0.headingLevel = level
      $0.addedTraits = .isHeader
    }
  }

  /// Offers a standard action to assistive technologies.
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> some View
  {
    accessibility { $0.actions = [AccessibilityActionEntry(name: .kind(actionKind), perform: handler)] }
  }

  /// Offers a named action to assistive technologies.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    accessibility { $0.actions = [AccessibilityActionEntry(name: .named(name), perform: handler)] }
  }

  /// Offers a named action, from a key, to assistive technologies.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    accessibility { $0.actions = [AccessibilityActionEntry(name: .named(Text(nameKey)), perform: handler)] }
  }

  /// Offers a named action to assistive technologies.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    accessibility {
      $0.actions = [AccessibilityActionEntry(name: .named(Text(verbatim: String(name))), perform: handler)]
    }
  }

  /// Offers an action whose label is a view.
  public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
    -> some View
  {
    accessibility { $0.actions = [AccessibilityActionEntry(name: .named(Text(verbatim: "")), perform: action)] }
  }

  /// Makes this view adjustable (a value that goes up and down).
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> some View
  {
    accessibility {
      $0.actions = [AccessibilityActionEntry(name: .adjust, perform: { handler(.increment) })]
    }
  }

  /// Describes this view to assistive technologies as `representation` would be described
  /// (a custom control as a `Slider`). Here the view keeps its own description.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

  /// Replaces the view's children for assistive technologies. Here they keep their own.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

  /// Accepted: large content viewers are an iOS feature.
  public func accessibilityShowsLargeContentViewer() -> some View { self }

  /// Accepted: how the view's text is spoken.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

  /// Accepted: whether speaking the label waits for the rest.
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
    self
  }

  /// Accepted: a view that marks itself as not needing ignoring of invert colours.
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

  /// Older spelling of `accessibilityLabel`.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  /// Older spelling of `accessibilityHint`.
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  /// Older spelling of `accessibilityValue`.
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  /// Older spelling of `accessibilityHidden`.
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  /// Older spelling of `accessibilityIdentifier`.
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  /// Older spelling of `accessibilityAddTraits`.
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
  /// Older spelling of `accessibilityRemoveTraits`.
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }
  /// Older spelling of `accessibilitySortPriority`.
  public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}

extension Image {
  /// An image assistive technologies skip (decorative), named as SwiftUI names it.
  public init(decorative name: String) {
    self.init(name)
    isDecorative = true
  }
}
