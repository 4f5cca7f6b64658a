// swift-format-ignore-file
// A recognizer subclass: it needs the subclass API, and it is a target of its own action.
import UIKit

final class FixtureSwipeRecognizer: UIGestureRecognizer {
    private(set) var resets = 0
    private(set) var cancels = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .began
    }

    override func reset() {
        super.reset()
        resets += 1
    }

    func cancelSwipe(_ sender: Any?) {
        cancels += 1
        if state == .began { state = .cancelled }
    }

    // responderkit port: the methods of this class that selectors name.
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("cancelSwipe:") { cancelSwipe($0) }
            || super.invokeSelector(call)
    }
}
