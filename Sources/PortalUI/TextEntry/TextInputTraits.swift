// iOS's on-screen keyboard settings. A desktop types with its own keyboard, layouts and input
// methods, which a program does not choose: each of these compiles and changes nothing.

/// The kind of on-screen keyboard iOS shows for a field; unused on the desktop.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// The keyboard for letters.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// When iOS's keyboard shifts to capitals by itself; unused on the desktop.
public struct TextInputAutocapitalization: Sendable, Hashable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's spelling of `TextInputAutocapitalization`, which `.autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
  case none, words, sentences, allCharacters
}

/// What a field holds, for iOS's autofill; unused on the desktop.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

extension View {
  /// Chooses iOS's on-screen keyboard for the fields inside. The desktop's keyboard is the
  /// person's own: this does nothing here.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Sets when iOS's keyboard shifts to capitals by itself. Desktop keyboards do not: this
  /// does nothing here.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

  /// UIKit's spelling of `textInputAutocapitalization(_:)`; does nothing here.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// Turns iOS's autocorrection off. Nothing corrects typing on the desktop: this does
  /// nothing here.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// The older spelling of `autocorrectionDisabled(_:)`; does nothing here.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Tells iOS's autofill what the field holds. The desktop has no autofill: this does
  /// nothing here.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
