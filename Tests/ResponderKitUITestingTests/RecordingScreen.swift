// The screen the recorder tests drive: fields (one secure), a button named by its title, two buttons with the same
// title, a slider, a card with double-tap, long-press and swipe recognizers, and an unnamed canvas with tap and pan
// recognizers. Everything it does goes to a `ScreenLog`, so a recorded session and the replay of its test can be
// compared line by line.
import Foundation
import ResponderKit

/// A form and gesture screen, 320 × 480, logging every effect.
@MainActor
final class RecordingScreen: LoggingViewController, UITextFieldDelegate {
    let email = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 36))
    let password = UITextField(frame: CGRect(x: 20, y: 64, width: 280, height: 36))
    let note = UITextField(frame: CGRect(x: 20, y: 108, width: 280, height: 36))
    let login = UIButton(frame: CGRect(x: 20, y: 152, width: 135, height: 40))
    let firstOK = UIButton(frame: CGRect(x: 165, y: 152, width: 60, height: 40))
    let secondOK = UIButton(frame: CGRect(x: 240, y: 152, width: 60, height: 40))
    let volume = UISlider(frame: CGRect(x: 20, y: 200, width: 280, height: 30))
    let card = UIView(frame: CGRect(x: 20, y: 240, width: 280, height: 100))
    let canvas = UIView(frame: CGRect(x: 20, y: 350, width: 280, height: 110))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        email.accessibilityIdentifier = "email"
        email.placeholder = "Email"
        password.accessibilityIdentifier = "password"
        password.isSecureTextEntry = true
        password.delegate = self
        note.accessibilityIdentifier = "note"
        login.setTitle("Log in", for: .normal)
        login.addAction(
            UIAction { [unowned self] _ in
                log.append("log in: \(email.text ?? "") / \(password.text ?? "") / \(note.text ?? "")")
            }, for: .touchUpInside)
        for (index, button) in [firstOK, secondOK].enumerated() {
            button.setTitle("OK", for: .normal)
            button.addAction(UIAction { [unowned self] _ in log.append("OK \(index + 1)") }, for: .touchUpInside)
        }
        volume.accessibilityIdentifier = "volume"
        volume.addAction(
            UIAction { [unowned self] _ in
                if !volume.isTracking { log.append("volume \(String(format: "%.1f", volume.value))") }
            }, for: .valueChanged)
        volume.addAction(
            UIAction { [unowned self] _ in log.append("volume \(String(format: "%.1f", volume.value))") },
            for: .touchUpInside)
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        addCardRecognizers()
        canvas.backgroundColor = .systemGray
        let tap = UITapGestureRecognizer { [log] _ in log.append("canvas tap") }
        let pan = UIPanGestureRecognizer { [log] recognizer in
            if recognizer.state == .ended { log.append("canvas pan ended") }
        }
        canvas.addGestureRecognizer(tap)
        canvas.addGestureRecognizer(pan)
        for subview in [email, password, note, login, firstOK, secondOK, volume, card, canvas] {
            view.addSubview(subview)
        }
    }

    private func addCardRecognizers() {
        let doubleTap = UITapGestureRecognizer { [log] _ in log.append("card double tap") }
        doubleTap.numberOfTapsRequired = 2
        let longPress = UILongPressGestureRecognizer { [log] recognizer in
            if recognizer.state == .began { log.append("card long press") }
        }
        let swipe = UISwipeGestureRecognizer { [log] _ in log.append("card swipe left") }
        swipe.direction = .left
        for recognizer in [doubleTap, longPress, swipe] { card.addGestureRecognizer(recognizer) }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("return in \(textField.accessibilityIdentifier ?? "?")")
        return true
    }
}
