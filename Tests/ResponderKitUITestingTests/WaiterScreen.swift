// A screen for the waiter tests: "Start" begins a schedule on the application's virtual clock — "Save" enables
// 2 s later, "Status" reads "Done" 4 s later, and "Blink" shows at 1, 3 and 5 s and hides at 2, 4 and 6 s.
import Foundation
import ResponderKit

@MainActor
final class WaiterViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let start = UIButton(frame: CGRect(x: 20, y: 40, width: 120, height: 44))
        start.setTitle("Start", for: .normal)
        let save = UIButton(frame: CGRect(x: 160, y: 40, width: 120, height: 44))
        save.setTitle("Save", for: .normal)
        save.isEnabled = false
        save.addAction(UIAction { [log] _ in log.append("save") }, for: .touchUpInside)
        let status = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
        status.text = "Waiting"
        status.accessibilityIdentifier = "status"
        let blink = UILabel(frame: CGRect(x: 20, y: 140, width: 280, height: 30))
        blink.text = "Blink"
        blink.isHidden = true
        for view in [start, save, status, blink] { self.view.addSubview(view) }
        start.addAction(
            UIAction { [unowned start, log] _ in
                guard let clock = start.window?.application.clock else { return }
                log.append("start")
                _ = clock.schedule(after: 2) { save.isEnabled = true }
                _ = clock.schedule(after: 4) { status.text = "Done" }
                for second in 1...6 {
                    _ = clock.schedule(after: TimeInterval(second)) { blink.isHidden = second.isMultiple(of: 2) }
                }
            }, for: .touchUpInside)
    }
}
