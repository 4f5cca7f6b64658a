// swift-format-ignore-file
// An extension of a UIKit class: its methods cannot go into UIResponder's table, so the selectors carry them.
import UIKit

extension UIResponder {
    func fixtureCollectResponder(_ sender: Any?) {
        FixtureResponderSearch.found.append(self)
    }

    func fixtureSendCollect() -> Bool {
        UIApplication.shared.sendAction(Selector("fixtureCollectResponder:", UIResponder.fixtureCollectResponder(_:)), to: nil, from: self, for: nil)
    }
}

@MainActor
enum FixtureResponderSearch {
    static var found: [UIResponder] = []

    /// Asks the responder chain of `responder` to collect itself.
    static func collect(from responder: UIResponder) -> Bool {
        UIApplication.shared.sendAction(
            Selector("fixtureCollectResponder:", UIResponder.fixtureCollectResponder(_:)), to: responder, from: nil, for: nil)
    }
}
