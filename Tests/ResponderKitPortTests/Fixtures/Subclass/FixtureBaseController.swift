// swift-format-ignore-file
// A base view controller with an action, and subclasses in another file of the same module.
import UIKit

class FixtureBaseController: UIViewController {
    var events: [String] = []

    @objc func refresh(_ sender: Any?) {
        events.append("base refresh")
    }
}

class FixtureModel: NSObject {
    var name = ""
}
