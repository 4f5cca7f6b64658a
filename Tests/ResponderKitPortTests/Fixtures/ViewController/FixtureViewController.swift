// swift-format-ignore-file
// A view controller as UIKit code writes it: outlets, actions, a recognizer, a notification and named selectors.
import UIKit

#if os(iOS) || os(tvOS)
final class FixtureViewController: UIViewController {
    @IBOutlet weak var saveButton: UIButton!
    @IBOutlet var volumeSlider: UISlider!
    @objc dynamic var saves = 0
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(reset), for: .touchUpOutside)
        volumeSlider.addTarget(self, action: #selector(volumeChanged(_:forEvent:)), for: .valueChanged)
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        view.addGestureRecognizer(tap)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(sender:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        perform(NSSelectorFromString("reloadData"))
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .command, action: #selector(reload))]
    }

    @IBAction func save(_ sender: Any) {
        saves += 1
        log.append("save")
    }

    @objc func reset() {
        log.append("reset")
    }

    @objc func volumeChanged(_ sender: UISlider, forEvent event: UIEvent) {
        log.append("volume")
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("tap")
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        log.append("keyboard")
        Timer.scheduledTimer(timeInterval: 0.3, target: self, selector: #selector(settle(_:)), userInfo: nil, repeats: false)
    }

    @objc func keyboardWillHide(sender: NSNotification) {
        log.append("hide \(sender.name.rawValue)")
    }

    @objc func settle(_ timer: Timer) {
        log.append("settled")
    }

    @objc(reloadData) func reload() {
        log.append("reload")
    }
}
#else
import AppKit
#endif
