// A screen of pads, one per gesture, each logging what its recognizer saw: double tap, two-finger tap, long press,
// pinch, rotation, the four swipes, and a pan for press-and-drag.
import Foundation
import ResponderKit

/// Six pads, each with its own recognizers, logging to the screen log.
@MainActor
final class GestureViewController: LoggingViewController {
    private func pad(_ name: String, column: Int, row: Int) -> UIView {
        let pad = UIView(frame: CGRect(x: 10 + column * 155, y: 10 + row * 150, width: 145, height: 140))
        pad.accessibilityIdentifier = name
        pad.backgroundColor = .systemGray
        view.addSubview(pad)
        return pad
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let doubleTap = UITapGestureRecognizer { [log] _ in log.append("double tap") }
        doubleTap.numberOfTapsRequired = 2
        pad("doubleTap", column: 0, row: 0).addGestureRecognizer(doubleTap)
        let twoFinger = UITapGestureRecognizer { [log] _ in log.append("two-finger tap") }
        twoFinger.numberOfTouchesRequired = 2
        pad("twoFinger", column: 1, row: 0).addGestureRecognizer(twoFinger)
        let press = UILongPressGestureRecognizer { [log] recognizer in
            if recognizer.state == .began { log.append("long press") }
        }
        pad("longPress", column: 0, row: 1).addGestureRecognizer(press)
        let pinch = UIPinchGestureRecognizer { [log] recognizer in
            guard recognizer.state == .ended, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            log.append(pinch.scale > 1.5 ? "pinch out" : pinch.scale < 0.7 ? "pinch in" : "pinch \(pinch.scale)")
        }
        pad("pinch", column: 1, row: 1).addGestureRecognizer(pinch)
        let rotation = UIRotationGestureRecognizer { [log] recognizer in
            guard recognizer.state == .ended, let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            log.append("rotate \(String(format: "%.2f", Double(rotation.rotation)))")
        }
        pad("rotate", column: 0, row: 2).addGestureRecognizer(rotation)
        let swipePad = pad("swipe", column: 1, row: 2)
        let directions: [(UISwipeGestureRecognizer.Direction, String)] = [
            (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
        ]
        for (direction, name) in directions {
            let swipe = UISwipeGestureRecognizer { [log] _ in log.append("swipe \(name)") }
            swipe.direction = direction
            swipePad.addGestureRecognizer(swipe)
        }
    }
}

/// A draggable card: a pan moves it and logs where it ended (window coordinates, rounded).
@MainActor
final class DragViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        let target = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        target.accessibilityIdentifier = "target"
        target.backgroundColor = .systemGreen
        view.addSubview(target)
        view.addSubview(card)
        let pan = UIPanGestureRecognizer { [log, card] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            let translation = pan.translation(in: card.superview)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            pan.setTranslation(.zero, in: card.superview)
            if pan.state == .ended { log.append("dropped at \(Int(card.center.x)),\(Int(card.center.y))") }
        }
        card.addGestureRecognizer(pan)
    }
}
