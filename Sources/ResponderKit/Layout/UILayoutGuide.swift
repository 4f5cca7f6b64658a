// A rectangle that takes part in Auto Layout like a view but is not one: it draws nothing, takes no touches and is
// not in the responder chain. Stack views' gaps and the margins and safe-area guides are guides.
//
// Invariants: a guide's variables are in its owning view's coordinates; `layoutFrame` reads the solved values, so it
// is zero until the guide is constrained and its owning view is laid out.
import Foundation

/// A rectangular area that can interact with Auto Layout.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide (`addLayoutGuide(_:)`), not retained, as in UIKit; nil once it is gone.
    public internal(set) var owningView: UIView? {
        get { owningViewHandle?.view }
        set { owningViewHandle = newValue?.layoutHandle }
    }
    // The owner's handle, not a weak reference: no side table on the view.
    private var owningViewHandle: _UnretainedViewHandle?
    /// A name for debugging.
    open var identifier = ""
    /// The guide's variables in its owning view's layout engine, while it has them.
    var item: LayoutItem?
    /// What the guide is for, when UIKit made it (margins, safe area, stack view spacers).
    var role: LayoutGuideRole = .custom

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)` before constraining it.
    public override init() { super.init() }

    /// The guide's rectangle in its owning view's coordinates, as solved by the last layout.
    open var layoutFrame: CGRect { item?.solvedFrame ?? .zero }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The constraints that affect the guide's layout along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        item?.constraintsAffecting(axis) ?? []
    }

    /// Whether the guide's constraints leave its position or size undetermined.
    open var hasAmbiguousLayout: Bool { item?.isAmbiguous ?? false }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): \(LayoutDescription.address(of: self)) - \(layoutFrame), layoutFrame=\(layoutFrame), "
                + "owningView=\(owningView.map { LayoutDescription.name(of: $0) } ?? "nil")>"
        }
    }
}
