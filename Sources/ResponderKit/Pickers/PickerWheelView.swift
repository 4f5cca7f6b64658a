// One wheel (component) of a picker view: a scroll view of rows, as UIKit's wheels are (PK-4 … PK-9).
//
// Invariants:
// - Row `r` occupies content y `r * rowHeight ..< (r + 1) * rowHeight`; the vertical content inset is half the
//   bounds height less half a row, so the offset that shows row `r` in the middle is `r * rowHeight - inset`.
// - Dragging, deceleration and bouncing are UIScrollView's own; the wheel is its own scroll delegate only to move
//   a release's target onto a row, so every motion ends with a row exactly in the middle.
// - `selectedRow` is -1 exactly when the wheel has no rows, else within `0 ..< rowCount`. It changes by the user
//   (a wheel coming to rest on another row, a tap, VoiceOver), which tells the picker once, or by code, which
//   tells nobody.
// - Only the rows that intersect the bounds have views; views that scroll away are kept for reuse.
import Foundation

/// A picker view's wheel.
@MainActor
final class PickerWheelView: UIScrollView, UIScrollViewDelegate {
    /// The picker that owns the wheel; it supplies row views and titles and hears selections.
    weak var picker: UIPickerView?
    /// The component this wheel shows.
    var component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The selected row, -1 when there are no rows.
    private(set) var selectedRow = -1
    /// The views of the rows on screen, by row.
    private(set) var rowViews: [Int: UIView] = [:]
    /// Row views that scrolled away, handed back to the delegate for reuse.
    private var reusableViews: [UIView] = []
    /// Whether the current touch stopped the wheel while it was moving: a tap then only stops it (on the nearest
    /// row) instead of selecting the row tapped, as in UIKit.
    private var touchCaughtSpin = false
    private var laidOutHeight: CGFloat = -1

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        delegate = self
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            self?.tapped(recognizer)
        }
        addGestureRecognizer(tap)
    }

    /// Archives are not supported: this initializer always fails.
    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Geometry

    /// The vertical inset that lets the first and last rows reach the middle.
    private var middleInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    /// The offset that shows `row` in the middle.
    func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - middleInset)
    }

    /// The row nearest the middle now (-1 without rows).
    var centeredRow: Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let position = (contentOffset.y + middleInset) / rowHeight
        guard position.isFinite else { return selectedRow }
        return min(max(Int(position.rounded()), 0), rowCount - 1)
    }

    // MARK: Loading

    /// Takes a new row count and height, keeps the selection within the rows and shows it; stops any motion
    /// (a reload while spinning ends the spin on the kept row, PK-12) and tells nobody.
    func reload(rowCount count: Int, rowHeight height: CGFloat) {
        stopDecelerating()
        rowCount = max(count, 0)
        rowHeight = height.isFinite && height > 0 ? height : UIPickerView.defaultRowHeight
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        for view in rowViews.values { view.removeFromSuperview() }
        reusableViews.removeAll()
        rowViews.removeAll()
        laidOutHeight = -1
        layoutWheel()
    }

    /// Selects `row` from code: shows it (animated or at once); no selection is reported (PK-10).
    func select(_ row: Int, animated: Bool) {
        guard (0..<rowCount).contains(row) else { return }
        selectedRow = row
        setContentOffset(offset(for: row), animated: animated)
        tileRows()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutWheel()
    }

    /// Sizes the content and insets for the bounds, keeps the selected row in the middle when the height changed,
    /// and tiles the rows.
    private func layoutWheel() {
        let width = bounds.width
        if contentSize != CGSize(width: width, height: CGFloat(rowCount) * rowHeight) {
            contentSize = CGSize(width: width, height: CGFloat(rowCount) * rowHeight)
        }
        if bounds.height != laidOutHeight {
            laidOutHeight = bounds.height
            let inset = middleInset
            contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            // A new height moves every row: an animation towards the old middle would end between rows.
            if !isDragging {
                stopDecelerating()
                contentOffset = offset(for: max(selectedRow, 0))
            }
        }
        tileRows()
    }

    /// Gives every row that intersects the bounds a view and takes the others' away.
    private func tileRows() {
        guard let picker, rowCount > 0, rowHeight > 0, bounds.height > 0, contentOffset.y.isFinite else {
            for view in rowViews.values { view.removeFromSuperview() }
            rowViews.removeAll()
            return
        }
        let top = contentOffset.y
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((top + bounds.height) / rowHeight).rounded(.up)) - 1)
        for (row, view) in rowViews where row < first || row > last {
            rowViews[row] = nil
            view.removeFromSuperview()
            reusableViews.append(view)
        }
        guard first <= last else { return }
        for row in first...last {
            let frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if let view = rowViews[row] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            let view = picker.rowView(forRow: row, inComponent: component, reusing: reusableViews.popLast())
            view.frame = frame
            rowViews[row] = view
            addSubview(view)
        }
    }

    // MARK: Scrolling

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        tileRows()
    }

    /// A release comes to rest on the row nearest where it would have stopped.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard rowCount > 0, rowHeight > 0 else { return }
        let position = (targetContentOffset.pointee.y + middleInset) / rowHeight
        guard position.isFinite else { return }
        let row = min(max(Int(position.rounded()), 0), rowCount - 1)
        targetContentOffset.pointee = offset(for: row)
    }

    /// Every motion (a release, a glide, a spring-back, an animation) ends here: the wheel settles.
    override func scrollDidComeToRest() {
        settle()
    }

    /// Puts the nearest row exactly in the middle (animated when it is not) and, once it is, makes it the
    /// selection, telling the picker when the row changed (PK-5).
    private func settle() {
        guard rowCount > 0, !isDragging else { return }
        let row = centeredRow
        let target = offset(for: row)
        guard abs(contentOffset.y - target.y) < 0.5 else {
            setContentOffset(target, animated: true)
            return
        }
        if contentOffset != target { contentOffset = target }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.wheel(self, didSelectRow: row)
    }

    // MARK: Touches

    override func touchDidBegin() {
        touchCaughtSpin = isDecelerating || offsetAnimation != nil
        super.touchDidBegin()
    }

    /// The wheel's own `touchesBegan` (held back by the touch delay) comes after its pan saw the touch and stopped
    /// the spin: it must not clear what the pan's touch-down found.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let caught = touchCaughtSpin
        super.touchesBegan(touches, with: event)
        touchCaughtSpin = caught
    }

    /// A touch that stopped the wheel between rows and lifted without dragging lets it settle.
    override func touchesDidFinish() {
        super.touchesDidFinish()
        guard window != nil, !isDragging, motionTimer == nil else { return }
        settle()
    }

    /// A tap on a row above or below the middle turns the wheel to it (PK-6); a tap that stopped a spin only
    /// settles it.
    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, rowCount > 0, rowHeight > 0 else { return }
        let y = recognizer.location(in: self).y
        let row = Int((y / rowHeight).rounded(.down))
        guard !touchCaughtSpin, y >= 0, row < rowCount else { return settle() }
        let target = offset(for: row)
        guard target != contentOffset else { return settle() }
        setContentOffset(target, animated: true)
    }

    // MARK: Accessibility

    /// The picker's accessibility delegate, when its delegate is one.
    private var accessibilityDelegate: UIPickerViewAccessibilityDelegate? {
        picker?.delegate as? UIPickerViewAccessibilityDelegate
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        guard let picker else { return AccessibilityDefaults(isElement: true, traits: .adjustable) }
        return AccessibilityDefaults(
            isElement: true,
            label: accessibilityDelegate?.pickerView(picker, accessibilityLabelForComponent: component),
            value: selectedRow >= 0 ? picker.wheelTitle(forRow: selectedRow, inComponent: component) : nil,
            traits: .adjustable)
    }

    /// The hint set on the wheel, else the accessibility delegate's for its component (PK-17).
    override var accessibilityHint: String? {
        get {
            if let hint = super.accessibilityHint { return hint }
            guard let picker else { return nil }
            return accessibilityDelegate?.pickerView(picker, accessibilityHintForComponent: component)
        }
        set { super.accessibilityHint = newValue }
    }

    /// Moves to the next row and reports the selection (PK-8).
    override func accessibilityIncrement() { accessibilityStep(1) }

    /// Moves to the previous row and reports the selection (PK-8).
    override func accessibilityDecrement() { accessibilityStep(-1) }

    private func accessibilityStep(_ step: Int) {
        let row = selectedRow + step
        guard selectedRow >= 0, (0..<rowCount).contains(row) else { return }
        selectedRow = row
        setContentOffset(offset(for: row), animated: true)
        picker?.wheel(self, didSelectRow: row)
    }
}
