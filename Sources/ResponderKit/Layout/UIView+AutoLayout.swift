// A view's part in Auto Layout: whether its frame becomes constraints, the constraints installed on it, its guides,
// content hugging and compression resistance, and the constraints pass (`updateConstraints()` and friends).
import Foundation

extension UIView {
    /// The Auto Layout state, allocated on first use.
    var ensuredLayout: ViewLayout {
        let extras = ensuredExtras
        if let layout = extras.layout { return layout }
        let created = ViewLayout()
        created.hugging = (defaultContentHugging(for: .horizontal), defaultContentHugging(for: .vertical))
        created.compressionResistance = (
            defaultCompressionResistance(for: .horizontal), defaultCompressionResistance(for: .vertical)
        )
        extras.layout = created
        return created
    }

    /// The Auto Layout state if the view has any.
    var layoutState: ViewLayout? { extras?.layout }

    /// Whether the view's frame and autoresizing mask become required constraints; true for views made in code.
    /// Set it to false before constraining a view's position and size, or the frame's constraints conflict.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            ensuredLayout.translatesAutoresizingMaskIntoConstraints = newValue
            LayoutActivation.translatesAutoresizingMaskChanged(self)
        }
    }

    /// The constraints installed on the view: those added with `addConstraint(_:)`, and the active ones whose
    /// items' nearest common ancestor is this view.
    public var constraints: [NSLayoutConstraint] { layoutState?.installedConstraints ?? [] }

    /// Installs and activates a constraint on the view (the older form of `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { LayoutActivation.activate([constraint]) }

    /// Installs and activates constraints on the view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { LayoutActivation.activate(constraints) }

    /// Deactivates a constraint installed on the view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { LayoutActivation.deactivate([constraint]) }

    /// Deactivates constraints installed on the view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { LayoutActivation.deactivate(constraints) }

    /// The layout guides the view owns.
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a layout guide; the view owns it and constraints may refer to it.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let previous = layoutGuide.owningView, previous !== self { previous.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        ensuredLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes a layout guide, deactivating the constraints that refer to it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let layout = layoutState else { return }
        LayoutActivation.itemWillLeave(layoutGuide)
        layout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The priority with which the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let layout = layoutState else { return defaultContentHugging(for: axis) }
        return axis == .horizontal ? layout.hugging.horizontal : layout.hugging.vertical
    }

    /// Sets the priority with which the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let layout = ensuredLayout
        if axis == .horizontal { layout.hugging.horizontal = priority } else { layout.hugging.vertical = priority }
        LayoutActivation.intrinsicContentChanged(self)
    }

    /// The priority with which the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let layout = layoutState else { return defaultCompressionResistance(for: axis) }
        return axis == .horizontal ? layout.compressionResistance.horizontal : layout.compressionResistance.vertical
    }

    /// Sets the priority with which the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        let layout = ensuredLayout
        if axis == .horizontal {
            layout.compressionResistance.horizontal = priority
        } else {
            layout.compressionResistance.vertical = priority
        }
        LayoutActivation.intrinsicContentChanged(self)
    }

    /// The content hugging a view of this class starts with: UIView's 250, or its class's own.
    func defaultContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let defaults = self as? ContentPriorityDefaults else { return .defaultLow }
        return axis == .horizontal
            ? type(of: defaults).defaultHugging.horizontal : type(of: defaults).defaultHugging.vertical
    }

    /// The compression resistance a view of this class starts with: UIView's 750, or its class's own.
    func defaultCompressionResistance(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let defaults = self as? ContentPriorityDefaults else { return .defaultHigh }
        let pair = type(of: defaults).defaultCompressionResistance
        return axis == .horizontal ? pair.horizontal : pair.vertical
    }
}
