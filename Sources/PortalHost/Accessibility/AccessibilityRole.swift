/// What an accessible element is, in AT-SPI's vocabulary: the role a screen reader announces
/// ("push button", "check box") and the number AT-SPI's `GetRole` answers with
/// (`AtspiRole` in at-spi2-core's `atspi-constants.h`).
public enum AccessibilityRole: UInt32, Sendable, CaseIterable {
  case application = 75
  case frame = 23
  case dialog = 16
  case panel = 39
  case pushButton = 43
  case toggleButton = 62
  case checkBox = 7
  case label = 29
  case heading = 83
  case image = 27
  case link = 88
  case entry = 79
  case passwordText = 40
  case slider = 51
  case spinButton = 52
  case progressBar = 42
  case comboBox = 11
  case list = 31
  case listItem = 32
  case pageTabList = 38
  case pageTab = 37
  case scrollPane = 49

  /// The role's name as AT-SPI spells it (`GetRoleName`), which screen readers speak.
  public var name: String {
    switch self {
    case .application: "application"
    case .frame: "frame"
    case .dialog: "dialog"
    case .panel: "panel"
    case .pushButton: "push button"
    case .toggleButton: "toggle button"
    case .checkBox: "check box"
    case .label: "label"
    case .heading: "heading"
    case .image: "image"
    case .link: "link"
    case .entry: "entry"
    case .passwordText: "password text"
    case .slider: "slider"
    case .spinButton: "spin button"
    case .progressBar: "progress bar"
    case .comboBox: "combo box"
    case .list: "list"
    case .listItem: "list item"
    case .pageTabList: "page tab list"
    case .pageTab: "page tab"
    case .scrollPane: "scroll pane"
    }
  }
}
