// The views a live run and its replay both show: a long-press view, a view with single and double taps (the single
// waits for the double to fail), and a text field; every callback and recognizer action is logged with the clock's
// time, so a timer that fires at another moment changes the log.
import Foundation
import ResponderKit
import ResponderKitTestSupport

/// One application's copy of the replay test's views.
@MainActor
final class ReplayScene {
    let app: UIApplication
    let window: UIWindow
    let log = EventLog()
    let press: RecordingView
    let taps: RecordingView
    let field = UITextField(frame: CGRect(x: 10, y: 300, width: 300, height: 40))

    init(app: UIApplication) {
        self.app = app
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        press = RecordingView("press", log: log, frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        taps = RecordingView("taps", log: log, frame: CGRect(x: 160, y: 0, width: 160, height: 240))
        window.makeKeyAndVisible()
        window.addSubview(press)
        window.addSubview(taps)
        window.addSubview(field)
        let long = UILongPressGestureRecognizer { [unowned self] in stamp("long \($0.state)") }
        press.addGestureRecognizer(long)
        let double = UITapGestureRecognizer { [unowned self] _ in stamp("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { [unowned self] _ in stamp("single") }
        single.require(toFail: double)
        taps.addGestureRecognizer(single)
        taps.addGestureRecognizer(double)
        field.addAction(UIAction { [unowned self] _ in stamp("field \(field.text ?? "")") }, for: .editingChanged)
    }

    /// Writes `line` with the clock's time.
    func stamp(_ line: String) {
        log.write("\(line) t=\(app.clock.now)")
    }

    /// Every line of the log, and the field's text at the end.
    var transcript: [String] {
        log.lines + ["text \(field.text ?? "") first responder \(field.isFirstResponder)"]
    }
}
