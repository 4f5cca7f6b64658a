// An on/off switch: a tap toggles it, a drag sets it by where the knob is released (CT-8).
import Foundation

/// A control that offers a binary choice, such as on/off.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Horizontal movement, in points, after which a touch counts as dragging the knob.
    public static let dragThreshold: CGFloat = 5

    /// Whether the switch is on. Setting it in code sends no event (CT-8).
    open var isOn = false {
        didSet { noteViewChange() }
    }
    /// The colour of the track while on; nil is green (`.systemGreen`). Stored and observable, drawn by a backend.
    open var onTintColor: UIColor?
    /// The colour of the knob; nil is white. Stored and observable, drawn by a backend.
    open var thumbTintColor: UIColor?
    /// The inset of the knob inside the track, in points.
    static let knobInset: CGFloat = 2
    private var startX: CGFloat = 0
    private var dragged = false

    /// Creates a switch (off) with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// 51 × 31, UIKit's switch (AL-70).
    open override var intrinsicContentSize: CGSize { UISwitch.intrinsicSize }

    /// 51 × 31, whatever `size` says.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.intrinsicSize }

    /// Sets the state; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Starts tracking a tap or a drag.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startX = touch.location(in: self).x
        dragged = false
        return true
    }

    /// Notes whether the touch has become a drag.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - startX) > UISwitch.dragThreshold { dragged = true }
        return true
    }

    /// Toggles on a tap released inside; after a drag, turns on when released in the right half. Sends
    /// `.valueChanged` when the value changed (CT-8).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let location = touch.location(in: self)
        let newValue: Bool
        if dragged {
            newValue = location.x >= bounds.midX
        } else {
            let tolerance = UIControl.touchTolerance
            guard bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(location) else { return }
            newValue = !isOn
        }
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: .valueChanged, with: event)
    }

    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleTap(recognizer) || recognizer is UIPanGestureRecognizer
    }

    /// Draws the background, the track (``onTintColor`` while on, gray while off) and the knob, a square at the
    /// right end while on and at the left end while off.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        let track = bounds
        builder.fill(track, with: isOn ? (onTintColor ?? .systemGreen) : .systemGray4)
        let inset = UISwitch.knobInset
        let side = max(min(track.height, track.width) - 2 * inset, 0)
        let x = isOn ? track.maxX - inset - side : track.minX + inset
        builder.fill(CGRect(x: x, y: track.midY - side / 2, width: side, height: side), with: thumbTintColor ?? .white)
    }

    // UIKit's switch reports "1" or "0" (VoiceOver speaks "on" or "off").
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, value: isOn ? "1" : "0", traits: [.button, .toggleButton],
            stateTraits: accessibilityStateTraits)
    }
}
