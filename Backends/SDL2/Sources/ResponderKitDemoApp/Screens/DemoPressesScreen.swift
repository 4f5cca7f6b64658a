// The demo's "presses" screen (issue 28: presses to recognizers, modifier flags, undo): a target whose tap
// recognizer logs the modifier keys of each click (Shift-click, Ctrl-click, which SDL reports as Command), a
// button pad whose tap recognizer takes a controller's select button from its first responder, and a text field
// whose typing Ctrl-Z undoes, Ctrl-Shift-Z redoes, and a shake offers to undo.
//
// Invariants: every line is logged through the demo's log; every interactive view has a background colour and an
// accessibility identifier; the alert's buttons are logged with their centre in window points, so the E2E can
// click them without guessing the alert's layout.
import Foundation
import ResponderKit

/// The presses, modifier flags and undo screen.
final class DemoPressesScreen: DemoScreenController, UITextFieldDelegate {
    /// Clicked with modifier keys held.
    let target = UIView(frame: CGRect(x: 40, y: 40, width: 300, height: 160))
    /// First responder for button presses; its container's tap recognizer takes the select button.
    let pad = PressPad(frame: CGRect(x: 420, y: 40, width: 300, height: 160))
    /// Typed into, undone and redone.
    let field = UITextField(frame: CGRect(x: 40, y: 260, width: 400, height: 40))

    override func viewDidLoad() {
        view.backgroundColor = .white
        target.backgroundColor = .systemTeal
        target.accessibilityIdentifier = "presses.target"
        let click = UITapGestureRecognizer()
        click.addTarget(self, action: DemoPressesScreen.clicked)
        // The select button goes to the pad's recognizer, not to this one.
        click.allowedPressTypes = []
        target.addGestureRecognizer(click)
        view.addSubview(target)

        pad.backgroundColor = .systemOrange
        pad.accessibilityIdentifier = "presses.pad"
        pad.log = log
        let select = UITapGestureRecognizer()
        select.addTarget(self, action: DemoPressesScreen.selected)
        select.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        // Presses only: a click on the pad makes it first responder instead.
        select.allowedTouchTypes = []
        pad.addGestureRecognizer(select)
        view.addSubview(pad)

        field.backgroundColor = .systemGray6
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "presses.field"
        field.delegate = self
        field.addTarget(self, action: DemoPressesScreen.fieldChanged, for: .editingChanged)
        view.addSubview(field)
    }

    /// A click on the target: its modifier keys, as the recognizer and the event report them.
    func clicked(_ recognizer: UITapGestureRecognizer) {
        log.append("presses click: \(DemoPressesScreen.names(of: recognizer.modifierFlags))")
    }

    /// The select button, recognized by the pad's tap.
    func selected(_ recognizer: UITapGestureRecognizer) {
        log.append("presses select: recognized")
    }

    /// The field's text after each edit, undo and redo.
    func fieldChanged(_ field: UITextField) {
        log.append("presses field: \"\(field.text ?? "")\"")
    }

    /// Logs each alert shown from this screen (the shake's undo), with where its buttons are, then shows it.
    override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        super.present(controller, animated: animated, completion: completion)
        guard let alert = controller as? UIAlertController else { return }
        log.append("presses alert: \(alert.title ?? "")")
        // The alert's view covers the window: its coordinates are the window's.
        alert.view.layoutIfNeeded()
        for action in alert.actions {
            guard let button = DemoPressesScreen.button(titled: action.title, in: alert.view) else { continue }
            let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: alert.view)
            log.append("presses alert button: \(action.title ?? "") at \(Int(centre.x)),\(Int(centre.y))")
        }
    }

    /// The button titled `title` under `view`, depth first.
    static func button(titled title: String?, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        for subview in view.subviews {
            if let found = button(titled: title, in: subview) { return found }
        }
        return nil
    }

    /// The modifier names a line shows: "none", or the flags joined with "+".
    static func names(of flags: UIKeyModifierFlags) -> String {
        let named: [(UIKeyModifierFlags, String)] = [
            (.shift, "shift"), (.control, "control"), (.alternate, "option"), (.command, "command"),
        ]
        let present = named.filter { flags.contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: "+")
    }
}

/// A view that can be first responder and logs the presses it receives, including those a recognizer cancels.
final class PressPad: UIView {
    var log: DemoLog?

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if becomeFirstResponder() { log?.append("presses pad: first responder") }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.append("presses pad: began \(PressPad.names(presses))")
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.append("presses pad: ended \(PressPad.names(presses))")
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.append("presses pad: cancelled \(PressPad.names(presses))")
    }

    private static func names(_ presses: Set<UIPress>) -> String {
        presses.map { $0.type.map { "\($0)" } ?? "key" }.sorted().joined(separator: ",")
    }
}
