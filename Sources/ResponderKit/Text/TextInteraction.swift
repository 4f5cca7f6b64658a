// The gestures every text field and text view comes with: a tap focuses it, a long press shows the edit menu
// (FR-7, MN-7); on a text view's link, a tap opens it and a long press offers its actions instead (TX-1, TX-4).
//
// Invariants: the recognizers never cancel or delay the text input's own touches, so a text field still sends
// its control events; being the deepest recognizers on the touch, they win over an ancestor's tap, as UIKit's
// text interaction does.
import Foundation

/// Installs the built-in text gestures on a text input view.
@MainActor
enum TextInteraction {
    static func install(on view: UIView) {
        let tap = UITapGestureRecognizer { [weak view] recognizer in
            guard let view, recognizer.state == .ended else { return }
            let point = recognizer.location(in: view)
            if let textView = view as? UITextView,
                textView.interactWithLink(at: point, interaction: .invokeDefaultAction)
            {
                return
            }
            focus(view, at: point)
        }
        tap.name = "text tap"
        let press = UILongPressGestureRecognizer { [weak view] recognizer in
            guard let view, recognizer.state == .began else { return }
            let point = recognizer.location(in: view)
            if let textView = view as? UITextView, textView.interactWithLink(at: point, interaction: .presentActions) {
                return
            }
            focus(view, at: point)
            guard view.isFirstResponder, let window = view.window else { return }
            window.application.menuController.showMenu(from: view, rect: view.bounds)
        }
        press.name = "text long press"
        for recognizer in [tap, press] as [UIGestureRecognizer] {
            recognizer.cancelsTouchesInView = false
            recognizer.delaysTouchesEnded = false
            view.addGestureRecognizer(recognizer)
        }
    }

    /// Focuses the input, or performs the clear button of an editing text field.
    private static func focus(_ view: UIView, at point: CGPoint) {
        if let field = view as? UITextField {
            guard field.isEnabled else { return }
            let onClear = field.isClearButtonShowing && field.clearButtonRect(forBounds: field.bounds).contains(point)
            if !field.isFirstResponder { field.becomeFirstResponder() }
            if onClear { field.clearByUser() }
        } else if !view.isFirstResponder {
            view.becomeFirstResponder()
        }
    }
}
