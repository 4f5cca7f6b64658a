// One element of the tree a query resolves against: its attributes read once from the live objects, and its
// children. A snapshot is built for every resolution (ElementTreeBuilder) and never cached, so a query always sees
// the application as it is now.
//
// Invariants: attributes are plain values copied at build time; a snapshot lives only as long as the call that
// built it (no element or query stores one), so it holds `object` and `hitView` strongly: app code run by an action
// cannot release them under it, and no weak reference slows the app's reference counting; `children` are in the
// order the builder gives (UT-4).
import Foundation
import ResponderKit

/// A synthetic element with no object behind it (the software keyboard and its keys, which ResponderKit models
/// without views).
enum SyntheticElement: Equatable {
    case none
    case keyboard
    /// A key that types `text` (or presses Delete when nil).
    case key(text: String?)
}

/// One element of the tree, as resolved now.
@MainActor
final class ElementSnapshot: XCUIElementAttributes {
    let elementType: XCUIElement.ElementType
    let identifier: String
    let label: String
    let stringValue: String?
    let placeholderValue: String?
    let title = ""
    let frame: CGRect
    let isEnabled: Bool
    let isSelected: Bool
    let hasFocus: Bool
    /// Where a tap lands, in screen coordinates: the object's accessibility activation point (XCUITest's hit
    /// point), read when needed (only actions and hit checks need it); the frame's centre for synthetic elements.
    var activationPoint: CGPoint {
        object?.accessibilityActivationPoint ?? CGPoint(x: frame.midX, y: frame.midY)
    }
    /// The accessibility element or view behind the element.
    let object: UIResponder?
    /// The view a touch at the activation point must reach: the element's view, or its nearest container view.
    let hitView: UIView?
    let synthetic: SyntheticElement
    private(set) var children: [ElementSnapshot] = []
    private(set) weak var parent: ElementSnapshot?
    /// Whether the children keep the order the app gave (`accessibilityElements`) instead of reading order.
    var keepsOrder = false

    var value: Any? { stringValue }

    init(
        type: XCUIElement.ElementType, object: UIResponder?, hitView: UIView?, identifier: String = "",
        label: String = "", value: String? = nil, placeholder: String? = nil, frame: CGRect,
        isEnabled: Bool = true, isSelected: Bool = false, hasFocus: Bool = false,
        synthetic: SyntheticElement = .none
    ) {
        elementType = type
        self.object = object
        self.hitView = hitView
        self.identifier = identifier
        self.label = label
        stringValue = value
        placeholderValue = placeholder
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
        self.synthetic = synthetic
    }

    /// Adds `child` as the last child.
    func append(_ child: ElementSnapshot) {
        child.parent = self
        children.append(child)
    }

    /// Sorts the children top to bottom, then left to right (stable for equal origins), recursively (UT-4).
    func sortChildren() {
        if !keepsOrder { children = sortedByPosition(children) }
        for child in children { child.sortChildren() }
    }

    /// `elements` top to bottom, then left to right, stable for equal origins.
    private func sortedByPosition(_ elements: [ElementSnapshot]) -> [ElementSnapshot] {
        elements.enumerated().sorted { a, b in
            let fa = a.element.frame
            let fb = b.element.frame
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Every descendant in pre-order (not including self).
    var descendants: [ElementSnapshot] {
        var result: [ElementSnapshot] = []
        var stack = Array(children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// Whether `self` is `other` or one of its descendants.
    func isDescendant(of other: ElementSnapshot) -> Bool {
        var current: ElementSnapshot? = self
        while let node = current {
            if node === other { return true }
            current = node.parent
        }
        return false
    }

    /// How the element is named in messages: `Button, identifier: 'x', label: 'y'` (XCUITest's wording).
    var summary: String {
        var parts = [elementType.displayName]
        if !identifier.isEmpty { parts.append("identifier: '\(identifier)'") }
        if !label.isEmpty { parts.append("label: '\(label)'") }
        if let placeholderValue, !placeholderValue.isEmpty { parts.append("placeholderValue: '\(placeholderValue)'") }
        if let stringValue, !stringValue.isEmpty { parts.append("value: \(stringValue)") }
        return parts.joined(separator: ", ")
    }
}
