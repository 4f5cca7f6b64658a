// swift-format-ignore-file
// An extension of a UIKit class: its methods cannot go into UIResponder's table, so the selectors carry them.
import UIKit

private nonisolated(unsafe) var fixtureTagKey: UInt8 = 0

extension UIResponder {
    /// A tag kept in an associated object: the calls stay as they are (ResponderKit has these functions).
    var fixtureTag: String? {
        get { objc_getAssociatedObject(self, &fixtureTagKey) as? String }
        set { objc_setAssociatedObject(self, &fixtureTagKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    @objc func fixtureCollectResponder(_ sender: Any?) {
        FixtureResponderSearch.found.append(self)
    }

    func fixtureSendCollect() -> Bool {
        UIApplication.shared.sendAction(#selector(fixtureCollectResponder(_:)), to: nil, from: self, for: nil)
    }
}

@MainActor
enum FixtureResponderSearch {
    static var found: [UIResponder] = []

    /// Asks the responder chain of `responder` to collect itself.
    static func collect(from responder: UIResponder) -> Bool {
        UIApplication.shared.sendAction(
            #selector(UIResponder.fixtureCollectResponder(_:)), to: responder, from: nil, for: nil)
    }
}
