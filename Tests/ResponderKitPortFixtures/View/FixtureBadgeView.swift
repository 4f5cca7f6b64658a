// swift-format-ignore-file
// A custom view: an inspectable property, a pan recognizer with a no-argument action, and a KVO-style property.
import UIKit

class FixtureBadgeView: UIView {
    var cornerRadius: CGFloat = 4
    var count = 0
    private(set) var pans = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: FixtureBadgeView.handlePan)
        addGestureRecognizer(pan)
        let swipe = FixtureSwipeRecognizer(target: self, action: Selector("swiped:"))
        addGestureRecognizer(swipe)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handlePan() {
        pans += 1
    }

    func swiped(_ recognizer: FixtureSwipeRecognizer) {
        count += 1
    }

    // Not named by any selector: no entry is generated for it.
    func layoutBadge() {}

    // responderkit port: the methods of this class that selectors name.
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("handlePan") { handlePan() }
            || call.match("swiped:") { swiped($0) }
            || super.invokeSelector(call)
    }
}
