// The gesture pad: a single tap that waits for the double tap to fail, a double tap, a long press, a one-finger
// pan, a two-finger pinch and a secondary-button (right-click) tap. Their state changes are logged by the tracer,
// their repeated changed states by their action.
import Foundation
import ResponderKit

extension DemoViewController {
    /// Adds the pad and its recognizers.
    func addPad() {
        pad.accessibilityIdentifier = "pad"
        pad.backgroundColor = UIColor(red: 0.98, green: 0.8, blue: 0.55, alpha: 1)
        let title = UILabel(frame: CGRect(x: 10, y: 8, width: pad.bounds.width - 20, height: 20))
        title.accessibilityIdentifier = "pad title"
        title.text = "Gesture pad: tap, double tap, long press, pan, pinch, right click"
        title.font = .systemFont(ofSize: 12)
        title.backgroundColor = pad.backgroundColor
        pad.addSubview(title)

        let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "tap"
        tap.require(toFail: doubleTap)
        let longPress = UILongPressGestureRecognizer(target: nil, action: nil)
        longPress.name = "longPress"
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.name = "pan"
        // Two fingers are the pinch's: the pan fails rather than tracking both.
        pan.maximumNumberOfTouches = 1
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        pinch.name = "pinch"
        let secondaryTap = UITapGestureRecognizer(target: nil, action: nil)
        secondaryTap.name = "secondaryTap"
        secondaryTap.buttonMaskRequired = .secondary
        for recognizer in [tap, doubleTap, longPress, pan, pinch, secondaryTap] as [UIGestureRecognizer] {
            recognizer.addTarget(self, action: DemoViewController.recognizerFired)
            pad.addGestureRecognizer(recognizer)
            tracer.watch(recognizer)
        }
        view.addSubview(pad)
    }

    /// The recognizers' action, the handler latency measures. The tracer logs state changes; a continuous
    /// recognizer's repeated changed state is not a change of state, so it is logged here, summarised.
    private func recognizerFired(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .changed && logsDispatch {
            log.appendRepeatable("recognizer \(TraceRecorder.name(of: recognizer)): changed")
        }
        onHandlerCalled?()
    }
}
