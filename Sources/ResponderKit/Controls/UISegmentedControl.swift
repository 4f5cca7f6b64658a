// A row of equal-width segments; a release inside a segment selects it (CT-8).
import Foundation

/// A horizontal control that consists of multiple segments, each functioning as a discrete button.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    private var titles: [String?] = []
    private var disabledSegments = Set<Int>()

    /// The selected segment, or ``noSegment``. Setting it in code sends no event (CT-8).
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { noteViewChange() }
    }
    /// Whether segments only flash when tapped instead of staying selected.
    open var isMomentary = false

    /// Creates a control with one segment per item (strings become titles).
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Every segment as wide as the widest title plus 8 points each side, 32 points high (AL-72).
    open override var intrinsicContentSize: CGSize { segmentsSize }

    /// The intrinsic size, whatever `size` says.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { segmentsSize }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment with a title (the index is clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
        noteViewChange()
        invalidateIntrinsicContentSize()
    }

    /// Removes a segment; out-of-range indices do nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        noteViewChange()
        invalidateIntrinsicContentSize()
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        noteViewChange()
        invalidateIntrinsicContentSize()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
        noteViewChange()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }

    /// The segment under horizontal position `x` (bounds coordinates), or ``noSegment``.
    public func segmentIndex(atX x: CGFloat) -> Int {
        guard numberOfSegments > 0, bounds.width > 0, x >= bounds.minX, x < bounds.maxX else {
            return UISegmentedControl.noSegment
        }
        return min(Int((x - bounds.minX) / (bounds.width / CGFloat(numberOfSegments))), numberOfSegments - 1)
    }

    /// Selects the segment under a release inside the bounds and sends `.valueChanged` when the selection
    /// changed (always, for a momentary control).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let location = touch.location(in: self)
        guard bounds.contains(location) else { return }
        let index = segmentIndex(atX: location.x)
        guard index != UISegmentedControl.noSegment, isEnabledForSegment(at: index) else { return }
        guard isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged, with: event)
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool { isSingleTap(recognizer) }

    // The value is the selected segment's title, as UIKit reads it.
    override var accessibilityDefaults: AccessibilityDefaults {
        let selected = titles.indices.contains(selectedSegmentIndex) ? titles[selectedSegmentIndex] : nil
        return AccessibilityDefaults(isElement: true, value: selected, stateTraits: accessibilityStateTraits)
    }
}
