// A stepper: the left half decrements and the right half increments, repeating while held (CT-8).
//
// Invariants: the repeat timer runs on the application's clock and exists only while a touch is tracked.
import Foundation

/// A control for incrementing or decrementing a value.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// How long a press is held before autorepeat starts (observed).
    public static let autorepeatDelay: TimeInterval = 0.5
    /// The interval between repeated steps (observed).
    public static let autorepeatInterval: TimeInterval = 0.1

    private var storedValue: Double = 0
    private var direction: Double = 0
    private var valueAtStart: Double = 0
    private var repeatTimer: EventTimer?

    /// The lowest value. 0 by default.
    open var minimumValue: Double = 0 {
        didSet {
            storedValue = clamp(storedValue)
            noteViewChange()
        }
    }
    /// The highest value. 100 by default.
    open var maximumValue: Double = 100 {
        didSet {
            storedValue = clamp(storedValue)
            noteViewChange()
        }
    }
    /// The amount of one step. 1 by default.
    open var stepValue: Double = 1
    /// Whether holding a half keeps stepping. True by default.
    open var autorepeat = true
    /// Whether stepping past one end wraps to the other. False by default.
    open var wraps = false {
        didSet { noteViewChange() }
    }
    /// Whether `.valueChanged` is sent for every step (true) or once when the touch ends.
    open var isContinuous = true

    /// The value, clamped to the range. Setting it in code sends no event (CT-8).
    open var value: Double {
        get { storedValue }
        set {
            storedValue = clamp(newValue)
            noteViewChange()
        }
    }

    /// Creates a stepper with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// 94 × 32, UIKit's stepper (AL-70).
    open override var intrinsicContentSize: CGSize { UIStepper.intrinsicSize }

    /// 94 × 32, whatever `size` says.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.intrinsicSize }

    /// Steps once at touch-down, then schedules the autorepeat.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        valueAtStart = storedValue
        step(with: event)
        if autorepeat { scheduleRepeat(after: UIStepper.autorepeatDelay) }
        return true
    }

    /// Stops the autorepeat and sends the single `.valueChanged` of a non-continuous stepper.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous && storedValue != valueAtStart { sendActions(for: .valueChanged, with: event) }
    }

    /// Stops the autorepeat.
    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        let clock = window?.application.clock ?? UIApplication.shared.clock
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking else { return }
            if self.isTouchInside { self.step(with: nil) }
            self.scheduleRepeat(after: UIStepper.autorepeatInterval)
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    private func step(with event: UIEvent?) {
        if stepped(by: direction * stepValue), isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    /// Moves the value by `delta`, wrapping when ``wraps``; whether it changed.
    private func stepped(by delta: Double) -> Bool {
        var newValue = storedValue + delta
        if wraps {
            if newValue > maximumValue {
                newValue = minimumValue
            } else if newValue < minimumValue {
                newValue = maximumValue
            }
        }
        newValue = clamp(newValue)
        guard newValue != storedValue else { return false }
        storedValue = newValue
        return true
    }

    private func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return minimumValue }
        return min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool { isSingleTap(recognizer) }

    // MARK: Accessibility

    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, value: storedValue.formatted(), traits: .adjustable,
            stateTraits: accessibilityStateTraits)
    }

    /// Steps the value up by ``stepValue`` (wrapping when ``wraps``) and sends `.valueChanged` when it changed.
    open override func accessibilityIncrement() { accessibilityStep(1) }

    /// Steps the value down by ``stepValue`` (wrapping when ``wraps``) and sends `.valueChanged` when it changed.
    open override func accessibilityDecrement() { accessibilityStep(-1) }

    private func accessibilityStep(_ sign: Double) {
        if isEnabled, stepped(by: sign * stepValue) { sendActions(for: .valueChanged, with: nil) }
    }
}
