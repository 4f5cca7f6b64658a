// The model of the on-screen keyboard: visible while a text input is first responder (FR-8).
//
// Invariants: `isVisible` is true exactly while `owner` is a text input that is first responder; moving focus from
// one text input to another posts frame-change notifications, never hide then show.
import Foundation

/// The software keyboard of an application: a visibility flag, a frame, and UIKit's notifications.
@preconcurrency @MainActor
public final class SoftwareKeyboard {
    /// The height of the keyboard when the text input has no `inputView`.
    public static let defaultHeight: CGFloat = 291
    /// The duration reported in the notifications.
    public static let animationDuration: Double = 0.25

    /// Whether the keyboard is showing.
    public private(set) var isVisible = false
    /// The keyboard's frame in screen coordinates; zero when hidden.
    public private(set) var frame: CGRect = .zero
    /// The text input the keyboard is showing for.
    public private(set) weak var owner: UIResponder?

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
        let height = (inputView?.frame.height ?? SoftwareKeyboard.defaultHeight) + (accessory?.frame.height ?? 0)
        let screen = window?.frame ?? .zero
        let newFrame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        let old = frame
        owner = input
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
        let old = frame
        let gone = CGRect(x: old.minX, y: old.maxY, width: old.width, height: old.height)
        post(UIResponder.keyboardWillHideNotification, from: old, to: gone)
        isVisible = false
        frame = .zero
        post(UIResponder.keyboardDidHideNotification, from: old, to: gone)
    }

    private func post(_ name: Notification.Name, from begin: CGRect, to end: CGRect) {
        application.notificationCenter.post(
            name: name, object: nil,
            userInfo: [
                UIResponder.keyboardFrameBeginUserInfoKey: begin, UIResponder.keyboardFrameEndUserInfoKey: end,
                UIResponder.keyboardAnimationDurationUserInfoKey: SoftwareKeyboard.animationDuration,
            ])
    }
}
