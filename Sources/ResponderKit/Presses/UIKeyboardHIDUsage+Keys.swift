// The rest of UIKit's keyboard usages by name (the HID keyboard page), so code that matches `.keyboardZ` or
// `.keyboardSlash` compiles as on iOS.

extension UIKeyboardHIDUsage {
    /// The B key.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    /// The C key.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    /// The D key.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    /// The E key.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    /// The F key.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    /// The G key.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    /// The H key.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    /// The I key.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    /// The J key.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    /// The K key.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    /// The L key.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    /// The M key.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    /// The N key.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    /// The O key.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    /// The P key.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    /// The Q key.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    /// The R key.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    /// The S key.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    /// The T key.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    /// The U key.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    /// The V key.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    /// The W key.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    /// The X key.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    /// The Y key.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    /// The Z key.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 2 key.
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    /// The 3 key.
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    /// The 4 key.
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    /// The 5 key.
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    /// The 6 key.
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    /// The 7 key.
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    /// The 8 key.
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    /// The 9 key.
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    /// The - and _ key.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)
    /// The = and + key.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)
    /// The [ and { key.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 0x2F)
    /// The ] and } key.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 0x30)
    /// The \ and | key.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 0x31)
    /// The ; and : key.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 0x33)
    /// The ' and " key.
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 0x34)
    /// The ` and ~ key.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 0x35)
    /// The , and < key.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 0x36)
    /// The . and > key.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 0x37)
    /// The / and ? key.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)
    /// Caps Lock.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 0x39)
    /// Insert.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    /// The right Control key.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 0xE4)
    /// The right Shift key.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 0xE5)
    /// The right Option (Alt) key.
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 0xE6)
    /// The right Command key.
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 0xE7)
}
