// A slider whose thumb follows a touch that grabbed it (CT-8).
import Foundation

/// A control for selecting a single value from a continuous range.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The radius of the thumb: the value range maps onto the bounds inset by it.
    public static let thumbRadius: CGFloat = 15.5
    /// How far outside the thumb a touch still grabs it, in points (observed).
    public static let thumbSlop: CGFloat = 10

    private var storedValue: Float = 0
    private var valueAtStart: Float = 0
    /// The horizontal distance from the thumb's centre to the touch when it grabbed the thumb.
    private var grabOffset: CGFloat = 0

    /// The lowest value. 0 by default.
    open var minimumValue: Float = 0 {
        didSet {
            storedValue = clamp(storedValue)
            noteViewChange()
        }
    }
    /// The highest value. 1 by default.
    open var maximumValue: Float = 1 {
        didSet {
            storedValue = clamp(storedValue)
            noteViewChange()
        }
    }
    /// Whether `.valueChanged` is sent while dragging (true, the default) or only when the touch ends.
    open var isContinuous = true
    /// The colour of the track left of the thumb; nil is the tint colour. Stored and observable, drawn by a backend.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track right of the thumb; nil is light gray. Stored and observable, drawn by a backend.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb; nil is white. Stored and observable, drawn by a backend.
    open var thumbTintColor: UIColor?
    /// The height of the track, in points.
    static let trackHeight: CGFloat = 4

    /// The value, clamped to the range. Setting it in code sends no event (CT-8).
    open var value: Float {
        get { storedValue }
        set {
            storedValue = clamp(newValue)
            noteViewChange()
        }
    }

    /// Creates a slider with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// No intrinsic width, 31 points high: the thumb's diameter (AL-71).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight)
    }

    /// `size`'s width, 31 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UISlider.intrinsicHeight)
    }

    /// Sets the value; sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Tracks a touch that starts on the thumb (a touch elsewhere on the track does nothing, as in UIKit); the
    /// thumb then follows the touch without jumping.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbCenterX
        let reach = UISlider.thumbRadius + UISlider.thumbSlop
        guard abs(location.x - thumb) <= reach, abs(location.y - bounds.midY) <= reach else { return false }
        valueAtStart = storedValue
        grabOffset = location.x - thumb
        return true
    }

    /// The thumb centre's horizontal position for the current value, in bounds coordinates.
    public var thumbCenterX: CGFloat {
        let radius = min(UISlider.thumbRadius, bounds.width / 2)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
        return bounds.minX + radius + fraction * (bounds.width - 2 * radius)
    }

    /// Moves the value with the touch.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, event)
        return true
    }

    /// Sends the single `.valueChanged` of a non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, event) }
        if !isContinuous && storedValue != valueAtStart { sendActions(for: .valueChanged, with: event) }
    }

    /// The value a touch at horizontal position `x` (bounds coordinates) selects.
    public func value(atX x: CGFloat) -> Float {
        let radius = min(UISlider.thumbRadius, bounds.width / 2)
        let usable = bounds.width - 2 * radius
        let fraction = usable > 0 ? min(max((x - bounds.minX - radius) / usable, 0), 1) : 0
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    private func follow(_ touch: UITouch, _ event: UIEvent?) {
        let newValue = clamp(value(atX: touch.location(in: self).x - grabOffset))
        guard newValue != storedValue else { return }
        storedValue = newValue
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    private func clamp(_ value: Float) -> Float {
        guard value.isFinite else { return minimumValue }
        return min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    /// Draws the background, the track (filled up to the thumb) and the thumb: a square of the thumb's diameter
    /// (at most the height) centred at ``thumbCenterX``, with a gray edge.
    override func appendDisplayItems(to builder: inout DisplayListBuilder) {
        super.appendDisplayItems(to: &builder)
        let area = bounds
        let thumbX = thumbCenterX
        let trackY = area.midY - UISlider.trackHeight / 2
        let filled = CGRect(x: area.minX, y: trackY, width: thumbX - area.minX, height: UISlider.trackHeight)
        let rest = CGRect(x: thumbX, y: trackY, width: area.maxX - thumbX, height: UISlider.trackHeight)
        builder.fill(filled, with: minimumTrackTintColor ?? tintColor)
        builder.fill(rest, with: maximumTrackTintColor ?? .systemGray4)
        let side = min(2 * UISlider.thumbRadius, area.width, area.height)
        let thumb = CGRect(x: thumbX - side / 2, y: area.midY - side / 2, width: side, height: side)
        builder.fill(thumb, with: .systemGray3)
        builder.fill(thumb.insetBy(dx: 1, dy: 1), with: thumbTintColor ?? .white)
    }

    /// A horizontal swipe that starts on the thumb drags the thumb instead (GR-25): the slider is tracking that
    /// touch (it only tracks touches that grab the thumb). Elsewhere on the track the ancestor's swipe still works.
    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let swipe = recognizer as? UISwipeGestureRecognizer, !swipe.direction.isDisjoint(with: [.left, .right]),
            isTracking, let touch = trackingTouch
        else { return false }
        return swipe.trackedTouches.contains { $0 === touch }
    }

    // MARK: Accessibility

    /// The fraction of the range an accessibility increment or decrement moves the value by (UIKit's 10%).
    static let accessibilityStep: Float = 0.1

    override var accessibilityDefaults: AccessibilityDefaults {
        let span = maximumValue - minimumValue
        let percent = span > 0 ? ((storedValue - minimumValue) / span * 100).rounded() : 0
        return AccessibilityDefaults(
            isElement: true, value: "\(Int(percent))%", traits: .adjustable, stateTraits: accessibilityStateTraits)
    }

    /// Moves the value up by a tenth of the range and sends `.valueChanged` when it changed.
    open override func accessibilityIncrement() { accessibilityStep(by: UISlider.accessibilityStep) }

    /// Moves the value down by a tenth of the range and sends `.valueChanged` when it changed.
    open override func accessibilityDecrement() { accessibilityStep(by: -UISlider.accessibilityStep) }

    private func accessibilityStep(by fraction: Float) {
        guard isEnabled else { return }
        let newValue = clamp(storedValue + fraction * (maximumValue - minimumValue))
        guard newValue != storedValue else { return }
        storedValue = newValue
        sendActions(for: .valueChanged, with: nil)
    }
}
