// A view that lays out a row or column of arranged views with ordinary constraints and layout guides, as UIKit's
// does: no spacer views, so a touch in a gap between arranged views hits the stack view itself (SK-6, SK-29).
//
// Invariants:
// - `arrangedSubviews` is always a subset of `subviews`, in arrangement order, without repeats (SK-2 … SK-5).
// - `arrangement` holds exactly the constraints and guides the stack view made at its last constraint pass, all
//   with UIKit's `UISV-*` identifiers; every change that affects them calls `setNeedsUpdateConstraints()`, and
//   `updateConstraints()` replaces them as a whole: the old ones deactivated, the new ones activated in one call
//   (SK-30).
// - Custom spacings are kept only for views that are arranged.
import Foundation

/// A streamlined interface for laying out a collection of views in either a column or a row.
///
/// The stack view arranges its ``arrangedSubviews`` with constraints and layout guides that it makes and replaces
/// itself: along its ``axis`` by its ``distribution`` and ``spacing``, across it by its ``alignment``. It draws
/// nothing of its own (its `backgroundColor` is drawn as any view's) and takes touches like any view: a touch in a
/// gap between two arranged views hits the stack view, because the gap is a layout guide, not a view.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The value of ``customSpacing(after:)`` for a view without custom spacing: the stack view's ``spacing``
    /// applies after it (`FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that means the system spacing between sibling views, 8 points (`FLT_MIN`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack view arranges, in order: a subset of its subviews.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The axis along which the arranged views are laid out; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the arranged views are sized and placed along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the arranged views are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The distance between adjacent arranged views (the minimum for `.equalSpacing` and `.equalCentering`);
    /// 0 by default. ``spacingUseSystem`` means the system spacing.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether the vertical spacing between arranged views is measured from baseline to baseline: from a view's
    /// last baseline to the next view's first baseline. False by default; vertical stacks only (SK-28).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether the arranged views are laid out inside the stack view's layout margins rather than its bounds.
    /// False by default (SK-27).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Custom spacings after arranged views, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the last constraint pass.
    private var arrangement = UIStackView.Arrangement()

    // MARK: Initializers

    /// Creates a stack view with no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a stack view that arranges `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack view lays out with constraints only.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Arranged subviews

    /// Adds a view to the end of ``arrangedSubviews``, and as a subview if it is not one; its
    /// `translatesAutoresizingMaskIntoConstraints` becomes false. An arranged view moves to the end (SK-2).
    open func addArrangedSubview(_ view: UIView) {
        // Past the end once the view is taken out, so an arranged view moves to the end.
        arrange(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into ``arrangedSubviews`` at `stackIndex`, and as a subview if it is not one; an arranged
    /// view moves to the index. An index past the end is a programmer error (UIKit raises): the view is appended
    /// (SK-3).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let alreadyArranged = arrangedSubviews.contains { $0 === view }
        let limit = arrangedSubviews.count - (alreadyArranged ? 1 : 0)
        guard (0...limit).contains(stackIndex) else {
            LayoutActivation.programmerError(
                "UIStackView: insertArrangedSubview(_:at:) index \(stackIndex) is out of bounds 0...\(limit)",
                about: self)
            arrange(view, at: limit)
            return
        }
        arrange(view, at: stackIndex)
    }

    /// Removes a view from ``arrangedSubviews``; it stays a subview, no longer arranged (SK-4). Remove it from
    /// its superview as well to take it off the screen.
    open func removeArrangedSubview(_ view: UIView) {
        unarrange(view)
    }

    /// Takes `view` out of the arrangement: the stack's constraints on it go at once. (A view leaving the
    /// subviews is unarranged from `willRemoveSubview`, before the engine carries the moving subtree's own
    /// constraints, so the stack's single-item ones are not carried along.)
    private func unarrange(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        NSLayoutConstraint.deactivate(arrangement.removeConstraints(mentioning: view))
        setNeedsUpdateConstraints()
    }

    /// An arranged view that leaves the stack view's subviews leaves ``arrangedSubviews`` too (SK-5).
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        unarrange(subview)
    }

    private func arrange(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        // A hook of `addSubview` may have refused or moved the view: arranged views stay a subset of subviews.
        if view.superview !== self { arrangedSubviews.removeAll { $0 === view } }
        setNeedsUpdateConstraints()
    }

    /// Called by `UIView.isHidden` when a subview's hidden state changes: a hidden arranged view collapses, a
    /// shown one comes back, at the next constraint pass (SK-25).
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsUpdateConstraints()
    }

    // MARK: Spacing

    /// Sets the spacing after an arranged view, in place of ``spacing``; ``spacingUseDefault`` returns to
    /// ``spacing``, ``spacingUseSystem`` means the system spacing. Ignored for views that are not arranged, and
    /// without effect after the last visible view (SK-26).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let newValue: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != newValue else { return }
        customSpacings[key] = newValue
        setNeedsUpdateConstraints()
    }

    /// The custom spacing after an arranged view, or ``spacingUseDefault`` when it has none (SK-26).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The distance the stack view keeps after `view`: its custom spacing or ``spacing``, with the system spacing
    /// for ``spacingUseSystem``.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? LayoutSpacing.systemSpacing : value
    }

    // MARK: Constraints

    /// Replaces the stack view's constraints and guides with ones for its current arrangement, then lets UIView
    /// do its part, as a UIKit subclass does (SK-30).
    open override func updateConstraints() {
        let previous = arrangement
        NSLayoutConstraint.deactivate(previous.constraints)
        for guide in previous.guides { removeLayoutGuide(guide) }
        arrangement = Arrangement(stack: self)
        for guide in arrangement.guides { addLayoutGuide(guide) }
        NSLayoutConstraint.activate(arrangement.constraints)
        super.updateConstraints()
    }

    /// Applies the solved frames; `.fillProportionally` then checks the intrinsic sizes its proportions were made
    /// from, and rebuilds at the next round of the pass when one changed (SK-13).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if arrangement.proportionsAreStale(in: self) { setNeedsUpdateConstraints() }
    }

    /// The constraints the stack view made for its arrangement at its last constraint pass.
    var arrangementConstraints: [NSLayoutConstraint] { arrangement.constraints }

    /// The layout guides the stack view made for its arrangement (spacers and the alignment spanner).
    var arrangementGuides: [UILayoutGuide] { arrangement.guides }
}
