// One element of the tree a query resolves against: its attributes read once from the live objects, and its
// children. A tree is built by ElementTreeBuilder and kept by its application only while nothing the application
// shows has changed (UT-100), so a query always sees the application as it is now.
//
// Invariants: attributes are plain values copied at build time; no element or query stores a snapshot (only the
// application's cache keeps its last tree, dropped at the next change, action or `terminate()`), so it holds
// `object` and `hitView` strongly: app code run by an action cannot release them under it, and no weak reference
// slows the app's reference counting; `children` are in the order the builder gives (UT-4); `index` and `end` are
// set once by ElementTree (pre-order numbering).
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
    /// Whether the children keep the order the app gave (`accessibilityElements`) instead of reading order.
    var keepsOrder = false
    /// The position in its tree's pre-order (`ElementTree.nodes`), the root 0.
    var index = 0
    /// One past the position of the last descendant: the descendants are `index + 1 ..< end` in the tree.
    var end = 0

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
        children.append(child)
    }

    /// Sorts the children top to bottom, then left to right (stable for equal origins), recursively (UT-4).
    func sortChildren() {
        var stack: [ElementSnapshot] = [self]
        while let node = stack.popLast() {
            if !node.keepsOrder, !ElementSnapshot.isInReadingOrder(node.children) {
                node.children = ElementSnapshot.sortedByPosition(node.children)
            }
            stack.append(contentsOf: node.children)
        }
    }

    /// Whether `a` comes before `b` in reading order (top to bottom, then left to right).
    private static func readsBefore(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minY != b.minY ? a.minY < b.minY : a.minX < b.minX
    }

    /// Whether `elements` are already in reading order: the common case, checked without allocating.
    private static func isInReadingOrder(_ elements: [ElementSnapshot]) -> Bool {
        guard elements.count > 1 else { return true }
        for index in 1..<elements.count where readsBefore(elements[index].frame, elements[index - 1].frame) {
            return false
        }
        return true
    }

    /// `elements` top to bottom, then left to right, stable for equal origins.
    private static func sortedByPosition(_ elements: [ElementSnapshot]) -> [ElementSnapshot] {
        elements.enumerated().sorted { a, b in
            let fa = a.element.frame
            let fb = b.element.frame
            if fa.minY != fb.minY || fa.minX != fb.minX { return readsBefore(fa, fb) }
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
