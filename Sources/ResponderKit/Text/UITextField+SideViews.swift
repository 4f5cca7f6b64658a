// A text field's overlay views (TX-14 … TX-17): `leftView` and `rightView` are subviews while their modes show
// them, placed by `leftViewRect(forBounds:)`/`rightViewRect(forBounds:)`, hit-tested before the text; the text
// rectangle shrinks around them.
//
// Invariants: after `updateSideViews()`, an overlay view whose mode shows it is a subview of the field at its
// rectangle, and one whose mode hides it is not a subview of the field (a view the field never showed stays where
// the app put it); the field itself or one of its ancestors as an overlay view is refused by `addSubview` and
// never moved.
import Foundation

extension UITextField {
    /// The view at the field's leading edge (an icon, a label); shown as ``leftViewMode`` says. Nil by default.
    /// Setting a view that has another superview moves it into the field when it shows, as `addSubview` does.
    public var leftView: UIView? {
        get { sideViews.left }
        set {
            guard newValue !== sideViews.left else { return }
            if let old = sideViews.left, old.superview === self { old.removeFromSuperview() }
            sideViews.left = newValue
            sideViewsDidChange()
        }
    }

    /// The view at the field's trailing edge (a button, an icon); shown as ``rightViewMode`` says. Nil by default.
    public var rightView: UIView? {
        get { sideViews.right }
        set {
            guard newValue !== sideViews.right else { return }
            if let old = sideViews.right, old.superview === self { old.removeFromSuperview() }
            sideViews.right = newValue
            sideViewsDidChange()
        }
    }

    /// When ``leftView`` shows; `.never` by default.
    public var leftViewMode: ViewMode {
        get { sideViews.leftMode }
        set {
            sideViews.leftMode = newValue
            sideViewsDidChange()
        }
    }

    /// When ``rightView`` shows; `.never` by default.
    public var rightViewMode: ViewMode {
        get { sideViews.rightMode }
        set {
            sideViews.rightMode = newValue
            sideViewsDidChange()
        }
    }

    /// Whether an overlay view with `mode` shows now.
    func isShowing(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func sideViewsDidChange() {
        updateSideViews()
        invalidateIntrinsicContentSize()
    }

    /// Adds, places or removes the overlay views as their modes say now.
    func updateSideViews() {
        if let left = sideViews.left {
            place(left, showing: isShowing(sideViews.leftMode), in: leftViewRect(forBounds: bounds))
        }
        if let right = sideViews.right {
            place(right, showing: isShowing(sideViews.rightMode), in: rightViewRect(forBounds: bounds))
        }
    }

    private func place(_ view: UIView, showing: Bool, in rect: CGRect) {
        guard showing else {
            if view.superview === self { view.removeFromSuperview() }
            return
        }
        if view.superview !== self { addSubview(view) }
        // addSubview refuses the field itself and its ancestors (a cycle): such a view is not placed.
        guard view.superview === self else { return }
        if view.frame != rect { view.frame = rect }
    }

    /// The size an overlay view takes: its bounds' size, or its intrinsic size where it has one and no size.
    private func sideViewSize(_ view: UIView) -> CGSize {
        let size = view.bounds.size
        guard size == .zero else { return size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? 0 : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? 0 : intrinsic.height)
    }

    /// The rectangle of an overlay view: its size at the leading or trailing edge, centred vertically; empty at
    /// that edge when there is no view.
    func sideViewRect(_ view: UIView?, in bounds: CGRect, leading: Bool) -> CGRect {
        let size = view.map(sideViewSize) ?? .zero
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The bounds less the overlay views and the clear button that show now.
    func textArea(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var maxX = bounds.maxX
        if sideViews.left != nil, isShowing(sideViews.leftMode) { minX = leftViewRect(forBounds: bounds).maxX }
        if sideViews.right != nil, isShowing(sideViews.rightMode) { maxX = rightViewRect(forBounds: bounds).minX }
        if isClearButtonShowing { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    /// The widths of the overlay views that show now, for the intrinsic size.
    var sideViewsWidth: CGFloat {
        var width: CGFloat = 0
        if let left = sideViews.left, isShowing(sideViews.leftMode) { width += sideViewSize(left).width }
        if let right = sideViews.right, isShowing(sideViews.rightMode) { width += sideViewSize(right).width }
        return width
    }
}
