// The keyboard model's frame per keyboard type and its notifications' user info (docs/spec-text-traits.md,
// TI-9 … TI-11), read the way real apps read them: `NSValue`s, `NSNumber`s, and keyboard-avoidance code.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A form as apps write one: a scroll view filling the view, a field low in it, and keyboard observers that inset
/// the scroll view by the part of the view the keyboard covers.
@MainActor
private final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    let field = UITextField()
    var durations: [Double] = []
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        field.frame = CGRect(x: 20, y: 400, width: 280, height: 40)
        scrollView.addSubview(field)
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
                [weak self] notification in
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
            })
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardWillHide() }
            })
    }

    func stopObserving() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers = []
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        durations.append(duration)
        let keyboard = view.convert(frame, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboard.minY)
        UIView.animate(withDuration: duration) {
            self.scrollView.contentInset.bottom = overlap
            self.scrollView.verticalScrollIndicatorInsets.bottom = overlap
        }
    }

    private func keyboardWillHide() {
        scrollView.contentInset = .zero
        scrollView.verticalScrollIndicatorInsets = .zero
    }
}

@MainActor
struct KeyboardNotificationTests {
    /// The user info of every keyboard notification `body` causes, by notification name.
    private func notes(in app: UIApplication, during body: () throws -> Void) rethrows -> [(String, [AnyHashable: Any])]
    {
        final class Box: @unchecked Sendable { var notes: [(String, [AnyHashable: Any])] = [] }
        let box = Box()
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ]
        let tokens = names.map { name in
            app.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { note in
                box.notes.append((note.name.rawValue, note.userInfo ?? [:]))
            }
        }
        defer { tokens.forEach(app.notificationCenter.removeObserver) }
        try body()
        return box.notes
    }

    @Test("TI-9: the keyboard is as tall as the field's keyboard type asks; moving focus changes its frame")
    func heightPerKeyboardType() throws {
        let stage = Stage()
        let letters = stage.add(UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30)))
        let pin = stage.add(UITextField(frame: CGRect(x: 0, y: 40, width: 200, height: 30)))
        pin.keyboardType = .numberPad
        #expect(SoftwareKeyboard.height(for: .phonePad) == SoftwareKeyboard.numberPadHeight)
        #expect(SoftwareKeyboard.height(for: .decimalPad) < SoftwareKeyboard.height(for: .emailAddress))

        letters.becomeFirstResponder()
        #expect(stage.app.keyboard.frame == CGRect(x: 0, y: 480 - 291, width: 320, height: 291))
        #expect(stage.app.keyboard.keyboardType == .default)
        let moves = try notes(in: stage.app) { try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: pin) }
        #expect(moves.map(\.0) == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
        let end = (moves.first?.1[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(end == CGRect(x: 0, y: 480 - 250, width: 320, height: 250))
        #expect(stage.app.keyboard.frame.height == SoftwareKeyboard.numberPadHeight)
        #expect(stage.app.keyboard.keyboardType == .numberPad)

        pin.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        pin.resignFirstResponder()
        pin.becomeFirstResponder()
        #expect(stage.app.keyboard.frame.height == 180, "an input view's height wins over the keyboard type")
    }

    @Test("TI-10: the user info holds NSValue frames, an NSNumber duration and curve 7, and the is-local flag")
    func userInfoTypes() throws {
        let stage = Stage()
        let field = stage.add(UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30)))
        field.returnKeyType = .done
        field.keyboardAppearance = .dark
        let shown = notes(in: stage.app) { field.becomeFirstResponder() }
        #expect(shown.map(\.0) == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        let info = try #require(shown.first?.1)
        let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
        #expect(end.cgRectValue == stage.app.keyboard.frame)
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == stage.app.keyboard.frame)
        #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == .zero)
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        let curve = try #require((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue)
        #expect(curve == 7)
        #expect(UIView.AnimationCurve(rawValue: curve) == .easeInOut)
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(stage.app.keyboard.returnKeyType == .done && stage.app.keyboard.keyboardAppearance == .dark)

        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect && NSValue(cgRect: rect) == NSValue(cgRect: rect))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(cgPoint: .zero).cgRectValue == .zero, "a box of another type reads as zero")
        let boxed: Any = NSValue(cgPoint: CGPoint(x: 5, y: 6))
        #expect(boxed as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(boxed as? CGRect == nil)
    }

    @Test("TI-11: keyboard-avoidance code as apps write it insets the scroll view, and the inset goes on resign")
    func keyboardAvoidance() throws {
        let controller = FormViewController()
        let stage = Stage(app: UIApplication(notificationCenter: .default), rootViewController: controller)
        defer { controller.stopObserving() }
        let scrollView = controller.scrollView
        #expect(scrollView.contentInset == .zero)

        #expect(controller.field.becomeFirstResponder())
        #expect(controller.durations == [0.25])
        #expect(scrollView.contentInset.bottom == 291)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 291)
        #expect(scrollView.scrollIndicatorInsets.bottom == 291)

        controller.field.resignFirstResponder()
        #expect(!stage.app.keyboard.isVisible)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    }
}
