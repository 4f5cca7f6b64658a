// The model of the on-screen keyboard: visible while a text input is first responder (FR-8), as tall as its owner's
// keyboard type asks (TI-9), with UIKit's notifications and user-info values (TI-10).
//
// Invariants: `isVisible` is true exactly while `owner` is a text input that is first responder; moving focus from
// one text input to another posts frame-change notifications, never hide then show; every notification's user info
// holds the begin and end frames as `NSValue`s and the duration, curve and is-local flag as `NSNumber`s.
import Foundation

/// The software keyboard of an application: a visibility flag, a frame, and UIKit's notifications.
@preconcurrency @MainActor
public final class SoftwareKeyboard {
    /// The height of a letter keyboard when the text input has no `inputView`: a 216-point key area and the
    /// 75-point row below it (globe and dictation) of an iPhone with Face ID, in portrait.
    public static let defaultHeight: CGFloat = 291
    /// The height of the number, phone and decimal pads (``UIKeyboardType/numberPad``, `.phonePad`,
    /// `.decimalPad`, `.asciiCapableNumberPad`): the same 216-point key area over the 34-point home-indicator
    /// inset, without the letter keyboard's globe and dictation row (a ResponderKit estimate, TI-9).
    public static let numberPadHeight: CGFloat = 250
    /// The duration reported in the notifications.
    public static let animationDuration: Double = 0.25
    /// The animation curve reported in the notifications: 7, the private curve UIKit's keyboard animates with (not
    /// one of the named ``UIView/AnimationCurve`` cases).
    public static let animationCurve = 7

    /// The height of the system keyboard for a keyboard type: ``numberPadHeight`` for the pads, else
    /// ``defaultHeight``.
    public static func height(for keyboardType: UIKeyboardType) -> CGFloat {
        switch keyboardType {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return numberPadHeight
        default: return defaultHeight
        }
    }

    /// Whether the keyboard is showing.
    public private(set) var isVisible = false
    /// The keyboard's frame in screen coordinates; zero when hidden.
    public internal(set) var frame: CGRect = .zero
    /// The text input the keyboard is showing for.
    public private(set) weak var owner: UIResponder?

    private var traits: UITextInputTraits? { owner as? UITextInputTraits }
    /// The owner's keyboard type; `.default` when hidden.
    public var keyboardType: UIKeyboardType { traits?.keyboardType ?? .default }
    /// The owner's keyboard appearance; `.default` when hidden.
    public var keyboardAppearance: UIKeyboardAppearance { traits?.keyboardAppearance ?? .default }
    /// The title of the Return key, the owner's; `.default` when hidden.
    public var returnKeyType: UIReturnKeyType { traits?.returnKeyType ?? .default }
    /// Whether the Return key works: false while the owner has no text and enables Return automatically, and
    /// while the keyboard is hidden (TI-6).
    public var isReturnKeyEnabled: Bool {
        guard isVisible, let traits else { return false }
        return !traits.enablesReturnKeyAutomatically || (owner as? UIKeyInput)?.hasText != false
    }

    private unowned let application: UIApplication
    private var transferDepth = 0

    init(application: UIApplication) {
        self.application = application
    }

    /// Runs `body` while focus may move from one text input to another, so the keyboard stays up in between.
    func transferringFocus<T>(_ body: () -> T) -> T {
        transferDepth += 1
        let result = body()
        transferDepth -= 1
        if transferDepth == 0, isVisible, owner == nil || owner?.isFirstResponder != true { hide() }
        return result
    }

    /// A text input became first responder: show the keyboard, or move it.
    func show(for input: UIResponder, in window: UIWindow?, inputView: UIView?, accessory: UIView?) {
        let system = SoftwareKeyboard.height(for: (input as? UITextInputTraits)?.keyboardType ?? .default)
        let height = (inputView?.frame.height ?? system) + (accessory?.frame.height ?? 0)
        let screen = window?.frame ?? .zero
        let newFrame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        let old = frame
        owner = input
        application.noteVisibleChange()
        if isVisible {
            post(UIResponder.keyboardWillChangeFrameNotification, from: old, to: newFrame)
            frame = newFrame
            post(UIResponder.keyboardDidChangeFrameNotification, from: old, to: newFrame)
        } else {
            post(UIResponder.keyboardWillShowNotification, from: old, to: newFrame)
            isVisible = true
            frame = newFrame
            post(UIResponder.keyboardDidShowNotification, from: old, to: newFrame)
        }
    }

    /// A text input stopped being first responder: hide the keyboard unless focus is moving to another input.
    func textInputResigned(_ input: UIResponder) {
        guard owner === input else { return }
        owner = nil
        if transferDepth == 0 { hide() }
    }

    private func hide() {
        guard isVisible else { return }
        application.noteVisibleChange()
        let old = frame
        let gone = CGRect(x: old.minX, y: old.maxY, width: old.width, height: old.height)
        post(UIResponder.keyboardWillHideNotification, from: old, to: gone)
        isVisible = false
        frame = .zero
        post(UIResponder.keyboardDidHideNotification, from: old, to: gone)
    }

    func post(_ name: Notification.Name, from begin: CGRect, to end: CGRect) {
        application.notificationCenter.post(
            name: name, object: nil,
            userInfo: [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: SoftwareKeyboard.animationDuration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: SoftwareKeyboard.animationCurve),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ])
    }
}
