// swift-format-ignore-file
// Subclasses of classes declared in the other file.
import UIKit

final class FixtureDetailController: FixtureBaseController {
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("loaded")
    }

    func share() {
        events.append("share")
    }

    override func refresh(_ sender: Any?) {
        events.append("detail refresh")
    }

    // responderkit port: the methods of this class that selectors name.
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("share") { share() }
            || super.invokeSelector(call)
    }
}

final class FixtureNamedModel: FixtureModel {
    var renames = 0

    func rename(to newName: String) {
        name = newName
        renames += 1
    }

    // responderkit port: the methods of this class that selectors name.
    @MainActor func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("renameTo:") { rename(to: $0) }
            || false
    }
}

extension FixtureNamedModel: SelectorDispatching {}
