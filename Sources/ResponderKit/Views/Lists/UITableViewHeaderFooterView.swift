// The view above or below a section of a table view: a content view and a text label, both in the responder
// chain.
//
// Invariant: table views make headers and footers of registered classes through
// `init(_dequeuedWithReuseIdentifier:)`, which delegates to `init(reuseIdentifier:)`, so a subclass's override of
// that initializer runs (LS-3).
import Foundation

/// A reusable view placed at the top or bottom of a table section.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The view that holds the header's content; its next responder is the header.
    public let contentView: UIView
    /// The label that shows the section's title; its text drawn only by a backend.
    public let textLabel: UILabel?
    /// The identifier used to dequeue the view.
    public internal(set) var reuseIdentifier: String?

    /// Creates a header or footer view with a reuse identifier.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        textLabel = UILabel(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
    }

    /// How a table view makes a header or footer of a registered class: `init(reuseIdentifier:)`, as UIKit does
    /// (LS-3). Not UIKit API; every subclass that overrides `init(reuseIdentifier:)`, or declares no initializer,
    /// inherits it.
    public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Creates a header or footer view with the given frame and no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps the content view and its label filling the view.
    open override var frame: CGRect {
        didSet { layoutContent() }
    }

    /// Lays out the content view; subclasses that override it call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    private func layoutContent() {
        let content = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != content { contentView.frame = content }
        textLabel?.frame = content.insetBy(dx: 16, dy: 0)
    }

    /// Called just before a table view hands this view out again from
    /// ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)`` (LS-12). Does nothing by default.
    open func prepareForReuse() {}
}
