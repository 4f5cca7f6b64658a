// swift-format-ignore-file
// A custom view: an inspectable property, a pan recognizer with a no-argument action, and a KVO-style property.
import UIKit

@IBDesignable
class FixtureBadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 4
    @objc dynamic var count = 0
    private(set) var pans = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: #selector(handlePan))
        addGestureRecognizer(pan)
        let swipe = FixtureSwipeRecognizer(target: self, action: #selector(FixtureBadgeView.swiped(_:)))
        addGestureRecognizer(swipe)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func handlePan() {
        pans += 1
    }

    @objc func swiped(_ recognizer: FixtureSwipeRecognizer) {
        count += 1
    }

    // Not named by any selector: no entry is generated for it.
    func layoutBadge() {}
}
