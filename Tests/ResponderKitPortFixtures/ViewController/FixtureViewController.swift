// swift-format-ignore-file
// A view controller as UIKit code writes it: outlets, actions, a recognizer, a notification and named selectors.
import UIKit

#if true
final class FixtureViewController: UIViewController {
    weak var saveButton: UIButton!
    var volumeSlider: UISlider!
    var saves = 0
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: FixtureViewController.save, for: .touchUpInside)
        saveButton.addTarget(self, action: FixtureViewController.reset, for: .touchUpOutside)
        volumeSlider.addTarget(self, action: Selector("volumeChanged:forEvent:"), for: .valueChanged)
        let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap:"))
        view.addGestureRecognizer(tap)
        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
            object: nil, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
        }
        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.keyboardWillHide(sender: notification as NSNotification) }
        }
        perform(Selector("reloadData"))
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .command, action: Selector("reloadData"))]
    }

    func save(_ sender: Any) {
        saves += 1
        log.append("save")
    }

    func reset() {
        log.append("reset")
    }

    func volumeChanged(_ sender: UISlider, forEvent event: UIEvent) {
        log.append("volume")
    }

    private func handleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("tap")
    }

    func keyboardWillShow(_ notification: Notification) {
        log.append("keyboard")
        Timer.scheduledTimer(timeInterval: 0.3, target: self, selector: Selector("settle:"), userInfo: nil, repeats: false)
    }

    func keyboardWillHide(sender: NSNotification) {
        log.append("hide \(sender.name.rawValue)")
    }

    func settle(_ timer: Timer) {
        log.append("settled")
    }

    func reload() {
        log.append("reload")
    }

    // responderkit port: the methods of this class that selectors name.
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("save:") { save($0) }
            || call.match("reset") { reset() }
            || call.match("volumeChanged:forEvent:") { volumeChanged($0, forEvent: $1) }
            || call.match("handleTap:") { handleTap($0) }
            || call.match("keyboardWillShow:") { keyboardWillShow($0) }
            || call.match("keyboardWillHideWithSender:") { keyboardWillHide(sender: $0) }
            || call.match("settle:") { settle($0) }
            || call.match("reloadData") { reload() }
            || super.invokeSelector(call)
    }
}
#else
import AppKit
#endif
