// swift-format-ignore-file
// Subclasses of classes declared in the other file.
import UIKit

final class FixtureDetailController: FixtureBaseController {
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("loaded")
    }

    @objc func share() {
        events.append("share")
    }

    override func refresh(_ sender: Any?) {
        events.append("detail refresh")
    }
}

final class FixtureNamedModel: FixtureModel {
    var renames = 0

    @objc func rename(to newName: String) {
        name = newName
        renames += 1
    }
}
