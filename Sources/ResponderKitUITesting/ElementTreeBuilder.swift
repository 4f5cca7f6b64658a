// Builds the element tree of an application from its windows' accessibility tree, as XCUITest shows it.
//
// Invariants (UT-2, UT-4):
// - The root is the application; its children are the visible windows, back to front, then the software keyboard
//   when it shows. Inside a window, children are in reading order (top to bottom, then left to right) unless a
//   container lists `accessibilityElements`, whose order is kept.
// - An object with `isAccessibilityElement` true is a leaf. A view that is not an element appears when it is a
//   window, has a type other than `.other` (tables, cells, scroll views, bars, alerts …), or has an accessibility
//   identifier or label; any other view (and an image view without an image) is transparent: its children appear
//   in its place.
// - Hidden and transparent (alpha ≤ 0.01) views are skipped with their subtrees, as is the subtree of an object with
//   `accessibilityElementsHidden`. Elements clipped away or off screen still exist (they are not hittable).
// - Each object is visited once, so a cycle in `accessibilityElements` ends. Only public ResponderKit API is read.
import Foundation
import ResponderKit

/// Builds the element tree of one application.
@MainActor
struct ElementTreeBuilder {
    let application: UIApplication

    /// The tree as the application shows it now.
    func build() -> ElementTree {
        let windows = application.windowsFrontToBack.reversed()
        let frame = application.keyWindow?.frame ?? windows.last?.frame ?? .zero
        let root = ElementSnapshot(type: .application, object: nil, hitView: nil, frame: frame)
        root.keepsOrder = true
        var visited: Set<ObjectIdentifier> = []
        visited.reserveCapacity(1024)
        for window in windows {
            visit(window, into: root, visited: &visited)
        }
        for window in root.children { window.sortChildren() }
        if application.keyboard.isVisible { root.append(SoftwareKeyboardElements.keyboard(of: application.keyboard)) }
        return ElementTree(root: root)
    }

    /// Adds the elements of `object` and its subtree under `parent`.
    private func visit(_ object: UIResponder, into parent: ElementSnapshot, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(object)).inserted else { return }
        if let view = object as? UIView, view.isHidden || !(view.alpha > 0.01) { return }
        // Each accessibility getter is read once per object: a control computes its defaults at every read.
        if object.isAccessibilityElement {
            let traits = object.accessibilityTraits
            let type = ElementClassifier.type(of: object, traits: traits)
            let node = snapshot(of: object, type: type, traits: traits, label: object.accessibilityLabel)
            for part in ControlParts.parts(of: object, frame: node.frame) { node.append(part) }
            parent.append(node)
            return
        }
        if object.accessibilityElementsHidden { return }
        let traits = object.accessibilityTraits
        let type = ElementClassifier.type(of: object, traits: traits)
        var container = parent
        // An image view without an image shows nothing (a cell's unused image view): it is no image (UT-2).
        let isEmptyImage = (object as? UIImageView).map { $0.image == nil } ?? false
        let label = object.accessibilityLabel
        if (type != .other && !isEmptyImage) || hasName(object, label: label) {
            let node = snapshot(of: object, type: type, traits: traits, label: label)
            parent.append(node)
            container = node
        }
        if let bar = object as? UINavigationBar, container !== parent, let title = drawnTitle(of: bar) {
            container.append(title)
        }
        if let explicit = object.accessibilityElements {
            if container !== parent { container.keepsOrder = true }
            for case let child as UIResponder in explicit { visit(child, into: container, visited: &visited) }
        } else if let view = object as? UIView {
            for child in view.subviews { visit(child, into: container, visited: &visited) }
        }
    }

    /// The title a navigation bar draws itself (no title view) as the static text XCUITest shows in the bar,
    /// centred in its top 44 points (UT-2).
    private func drawnTitle(of bar: UINavigationBar) -> ElementSnapshot? {
        guard let item = bar.topItem, item.titleView == nil, let title = item.title, !title.isEmpty else { return nil }
        let barFrame = bar.accessibilityFrame
        let frame = CGRect(
            x: barFrame.minX + barFrame.width / 4, y: barFrame.minY, width: barFrame.width / 2,
            height: min(barFrame.height, 44))
        return ElementSnapshot(type: .staticText, object: nil, hitView: bar, label: title, frame: frame)
    }

    /// Whether a view that is not an element still names itself (an identifier or a label), so tests can find it.
    private func hasName(_ object: UIResponder, label: String?) -> Bool {
        !(ElementClassifier.identifier(of: object) ?? "").isEmpty || !(label ?? "").isEmpty
    }

    /// The snapshot of one object, whose traits and label the caller read.
    private func snapshot(
        of object: UIResponder, type: XCUIElement.ElementType, traits: UIAccessibilityTraits, label: String?
    ) -> ElementSnapshot {
        let frame = object.accessibilityFrame
        var label = label ?? ""
        var value = object.accessibilityValue
        var placeholder: String?
        var enabled = !traits.contains(.notEnabled)
        var selected = traits.contains(.selected)
        if let control = object as? UIControl {
            enabled = control.isEnabled
            selected = selected || control.isSelected
        }
        if let field = object as? UITextField {
            placeholder = field.placeholder
            // An empty text field's value is its placeholder, as XCUITest reports it (UT-5).
            if (field.text ?? "").isEmpty { value = field.placeholder }
        } else if let textView = object as? UITextView {
            value = textView.text
        }
        if let cell = object as? UITableViewCell { selected = selected || cell.isSelected }
        if let cell = object as? UICollectionViewCell { selected = selected || cell.isSelected }
        if let view = object as? UIView, let alert = view.next as? UIAlertController, label.isEmpty {
            label = alert.title ?? alert.message ?? ""
        }
        if let bar = object as? UINavigationBar, label.isEmpty { label = bar.topItem?.title ?? "" }
        let identifier = ElementClassifier.identifier(of: object) ?? ""
        return ElementSnapshot(
            type: type, object: object, hitView: ElementClassifier.hitView(of: object),
            identifier: identifier.isEmpty && type == .navigationBar ? label : identifier, label: label,
            value: value, placeholder: placeholder, frame: frame,
            isEnabled: enabled, isSelected: selected, hasFocus: object.isFirstResponder)
    }
}
