// The base of the views a collection view shows: cells and supplementary views.
//
// Invariant: collection views make views of registered classes through `init(_dequeuedWithFrame:)`, which
// delegates to `init(frame:)`, so a subclass's override of that initializer runs (LS-2).
import Foundation

/// A view that defines the behavior for all cells and supplementary views presented by a collection view.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier used to dequeue the view.
    public internal(set) var reuseIdentifier: String?
    /// Whether the collection view has told its delegate `willDisplay` for the view and not yet
    /// `didEndDisplaying` (LS-6).
    var isDisplayedInList = false

    /// Creates a view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How a collection view makes a view of a registered class: `init(frame:)` with the frame its layout gives,
    /// as UIKit does (LS-2). Not UIKit API; every subclass that overrides `init(frame:)`, or declares no
    /// initializer, inherits it.
    public required convenience init(_dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called just before a collection view hands this view out again from `dequeueReusableCell` (LS-12). Does
    /// nothing by default; ``UICollectionViewCell`` clears its highlight and selection.
    open func prepareForReuse() {}

    /// The attributes the view would like, asked by a self-sizing flow layout (LE-54): `layoutAttributes` unchanged
    /// by default; ``UICollectionViewCell`` fits its content view's constraints.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }
}
