import UIKit.UIGestureRecognizerSubclass

#if os(iOS) || os(tvOS)
final class Controller: UIViewController {
    @IBOutlet weak var button: UIButton!
    @objc dynamic var count = 0

    override func viewDidLoad() {
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .x, object: nil)
        perform(NSSelectorFromString("reload"))
    }

    @IBAction func tapped(_ sender: Any) {}
    @objc func changed(_ note: Notification) {}
    @objc(reload) func refresh() {}
}
#endif
