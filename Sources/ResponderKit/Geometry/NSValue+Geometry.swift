// UIKit's NSValue boxes for geometry: `NSValue(cgRect:)` and `cgRectValue`, and the point, size and edge-insets
// forms (keyboard notifications carry their frames this way, TI-10).
//
// Invariants: each box is Foundation's own `NSValue` for the matching Foundation geometry type (`rect`, `point`,
// `size`, `edgeInsets`), so a value boxed either way reads back either way and compares equal; reading a box as
// the wrong type answers zero, never garbage.
import Foundation

extension NSValue {
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(
            edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// The rectangle the value holds; `.zero` when it holds something else.
    public var cgRectValue: CGRect { holds(NSValue.rectType) ? rectValue : .zero }
    /// The point the value holds; `.zero` when it holds something else.
    public var cgPointValue: CGPoint { holds(NSValue.pointType) ? pointValue : .zero }
    /// The size the value holds; `.zero` when it holds something else.
    public var cgSizeValue: CGSize { holds(NSValue.sizeType) ? sizeValue : .zero }
    /// The edge insets the value holds; `.zero` when it holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard holds(NSValue.edgeInsetsType) else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    // The Objective-C type encodings Foundation gives each kind of box, read once from boxes it makes.
    static let rectType = String(cString: NSValue(rect: .zero).objCType)
    static let pointType = String(cString: NSValue(point: .zero).objCType)
    static let sizeType = String(cString: NSValue(size: .zero).objCType)
    static let edgeInsetsType = String(cString: NSValue(edgeInsets: NSEdgeInsets()).objCType)

    /// Whether the value holds the type with this encoding.
    func holds(_ encoding: String) -> Bool { String(cString: objCType) == encoding }
}
