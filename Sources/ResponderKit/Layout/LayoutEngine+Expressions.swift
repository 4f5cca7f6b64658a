// How an item's attribute becomes a linear expression in the coordinates of the constraint's common ancestor.
//
// Invariants:
// - A view's x and y are in its superview's coordinates, so a position in an ancestor's coordinates adds the x (or y)
//   of every view from the item up to, not including, the ancestor; the ancestor's own edges are 0 and its size.
// - Positions use the alignment rectangle (the frame inset by `alignmentRectInsets`); baselines come from the
//   view's baseline offsets (UIView+Baseline.swift), which follow `forFirstBaselineLayout`/`forLastBaselineLayout`.
// - Margin attributes are the attributes of the view's `layoutMarginsGuide`, as in UIKit.
import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The view an item's coordinates hang from: the view itself, or a guide's owning view.
    static func anchorView(of object: AnyObject) -> UIView? {
        if let view = object as? UIView { return view }
        return (object as? UILayoutGuide)?.owningView
    }

    /// `attribute` of `object` in the coordinates of `ancestor`, registering every item it mentions. Directional
    /// attributes must have been resolved to left or right already.
    func expression(
        of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
        mentioning items: inout [LayoutItem]
    ) -> LayoutExpression {
        if let view = object as? UIView, let guideAttribute = attribute.withinMargins {
            return expression(of: marginsGuide(of: view), guideAttribute, in: ancestor, mentioning: &items)
        }
        if let view = object as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            return baseline(of: view, last: attribute == .lastBaseline, in: ancestor, mentioning: &items)
        }
        let item = self.item(for: object)
        items.append(item)
        let insets = (object as? UIView)?.alignmentRectInsets ?? .zero
        var result = LayoutExpression()
        switch attribute {
        case .width:
            result.add(item.width)
            result.constant = -Double(insets.left + insets.right)
            return result
        case .height:
            result.add(item.height)
            result.constant = -Double(insets.top + insets.bottom)
            return result
        default: break
        }
        let horizontal = attribute.axis == .horizontal
        addOrigin(of: object, horizontal: horizontal, in: ancestor, to: &result)
        let size = horizontal ? item.width : item.height
        let (leading, trailing) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        switch attribute {
        case .left, .top:
            result.constant += Double(leading)
        case .right, .bottom:
            result.add(size)
            result.constant -= Double(trailing)
        case .centerX, .centerY:
            result.add(size, 0.5)
            result.constant += Double(leading - trailing) / 2
        default:
            // Baselines of a guide (which has none) are its bottom, as for a view without text.
            result.add(size)
        }
        return result
    }

    /// Adds the x (or y) of the item and of every view between it and `ancestor`.
    func addOrigin(of object: AnyObject, horizontal: Bool, in ancestor: UIView, to result: inout LayoutExpression) {
        var current: UIView?
        if let guide = object as? UILayoutGuide {
            let item = self.item(for: guide)
            result.add(horizontal ? item.x : item.y)
            current = guide.owningView
        } else {
            current = object as? UIView
        }
        while let view = current, view !== ancestor {
            let item = self.item(for: view)
            result.add(horizontal ? item.x : item.y)
            current = view.superview
        }
    }

    /// A view's first or last baseline. Text is centred in its view, so a baseline's offset is linear in the
    /// view's height: `top + a × height + b` (first) or `bottom − (a × height + b)` (last), with `a` and `b` read
    /// from the view's offsets at heights 0 and 1; a view without text has its baseline at its bottom.
    private func baseline(
        of view: UIView, last: Bool, in ancestor: UIView, mentioning items: inout [LayoutItem]
    ) -> LayoutExpression {
        let item = self.item(for: view)
        items.append(item)
        let at0 = last ? view.lastBaselineOffsetFromBottom(forHeight: 0) : view.firstBaselineOffsetFromTop(forHeight: 0)
        let at1 = last ? view.lastBaselineOffsetFromBottom(forHeight: 1) : view.firstBaselineOffsetFromTop(forHeight: 1)
        var result = LayoutExpression()
        addOrigin(of: view, horizontal: false, in: ancestor, to: &result)
        if last {
            result.add(item.height, 1 - Double(at1 - at0))
            result.constant -= Double(at0)
        } else {
            result.add(item.height, Double(at1 - at0))
            result.constant += Double(at0)
        }
        return result
    }

    /// The nearest common ancestor of two views, or nil when they are in different trees.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = a
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute of the margins guide a margin attribute stands for, or nil.
    var withinMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
