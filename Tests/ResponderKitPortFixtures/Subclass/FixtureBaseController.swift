// swift-format-ignore-file
// A base view controller with an action, and subclasses in another file of the same module.
import UIKit

class FixtureBaseController: UIViewController {
    var events: [String] = []

    func refresh(_ sender: Any?) {
        events.append("base refresh")
    }

    // responderkit port: the methods of this class that selectors name.
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("refresh:") { refresh($0) }
            || super.invokeSelector(call)
    }
}

class FixtureModel: NSObject {
    var name = ""
}
