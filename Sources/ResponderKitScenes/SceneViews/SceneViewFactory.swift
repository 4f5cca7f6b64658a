// The one place that maps a scene's class name to the view class that is built for it.
//
// Invariants:
// - Every view of a scene is made here, so supporting a new UIKit class is a change to `makeView` only.
// - The view returned is always `SceneHitCustomizable` and carries no configuration beyond the frame; the builder
//   applies the scene's keys afterwards.
// - `isInteractiveByDefault` agrees with the class `makeView` returns (HT-11).
import Foundation
import ResponderKit

/// Makes the view for a scene class name.
@MainActor
public enum SceneViewFactory {
    /// UIKit control classes. ResponderKit has no `UIControl` yet, so they are built as plain interactive views
    /// (`SceneView`); their class name is still reported in the output.
    public static let controlClassNames: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
        "UIDatePicker", "UIPageControl", "UIColorWell",
    ]

    /// Creates a view for `className` with `frame`. `UILabel` and `UIImageView` get their UIKit classes (not
    /// interactive by default, HT-11); every other name, UIKit or custom, behaves as `UIView`.
    public static func makeView(className: String, frame: CGRect) -> UIView & SceneHitCustomizable {
        switch className {
        case "UILabel": return SceneLabel(frame: frame)
        case "UIImageView": return SceneImageView(frame: frame)
        // Replace with a SceneButton-style class once ResponderKit has UIControl/UIButton.
        case _ where controlClassNames.contains(className): return SceneView(frame: frame)
        default: return SceneView(frame: frame)
        }
    }

    /// Creates the window for a root view. Whatever its declared class, a root is a window: hit-testing starts
    /// at windows (HT-12).
    public static func makeWindow(frame: CGRect, application: UIApplication) -> UIWindow & SceneHitCustomizable {
        SceneWindow(frame: frame, application: application)
    }

    /// Whether views of `className` take touches by default: false for `UILabel` and `UIImageView` (HT-11).
    public nonisolated static func isInteractiveByDefault(className: String) -> Bool {
        className != "UILabel" && className != "UIImageView"
    }
}
