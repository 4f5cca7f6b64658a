// The one place that maps a scene's class name to the view class that is built for it.
//
// Invariants:
// - Every view of a scene is made here, so supporting a new UIKit class is a change to `makeView` only.
// - The view returned is always `SceneHitCustomizable` and carries no configuration beyond the frame (and, for a
//   segmented control, its two segments); the builder applies the scene's keys afterwards.
// - Class names in `builtControlClassNames` get real ResponderKit controls; the other names in
//   `controlClassNames` (controls ResponderKit does not have) and every unknown name get a plain `SceneView`;
//   `UIStackView` gets a real stack view (its arrangement is applied by the builder).
// - `isInteractiveByDefault` agrees with the class `makeView` returns (HT-11): false exactly for `UILabel` and
//   `UIImageView`; every control, built or plain, is interactive.
import Foundation
import ResponderKit

/// Makes the view for a scene class name.
@MainActor
public enum SceneViewFactory {
    /// UIKit control class names that ResponderKit implements; `makeView` builds them as real controls that
    /// track touches, send control events and veto gesture recognizers as UIKit's do.
    public nonisolated static let builtControlClassNames: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
    ]

    /// Every UIKit control class name a scene may use: the built ones and `UIDatePicker`, `UIPageControl` and
    /// `UIColorWell`, which ResponderKit does not have and which are built as plain interactive views
    /// (`SceneView`) that send no control events; their class name is still reported in the output.
    public nonisolated static let controlClassNames: Set<String> = builtControlClassNames.union([
        "UIDatePicker", "UIPageControl", "UIColorWell",
    ])

    /// The titles of the segments of a scene `UISegmentedControl`.
    public nonisolated static let segmentTitles = ["A", "B"]

    /// Creates a view for `className` with `frame`. `UILabel` and `UIImageView` get their UIKit classes (not
    /// interactive by default, HT-11), the names in ``builtControlClassNames`` real controls, `UIStackView` a real
    /// stack view; every other name, UIKit or custom, behaves as `UIView`.
    public static func makeView(className: String, frame: CGRect) -> UIView & SceneHitCustomizable {
        switch className {
        case "UILabel": return SceneLabel(frame: frame)
        case "UIImageView": return SceneImageView(frame: frame)
        case "UIControl": return SceneControl(frame: frame)
        case "UIButton": return SceneButton(frame: frame)
        case "UISwitch": return SceneSwitch(frame: frame)
        case "UISlider": return SceneSlider(frame: frame)
        case "UIStepper": return SceneStepper(frame: frame)
        case "UISegmentedControl":
            let control = SceneSegmentedControl(items: segmentTitles)
            control.frame = frame
            return control
        case "UITextField": return SceneTextField(frame: frame)
        case "UIStackView": return SceneStackView(frame: frame)
        default: return SceneView(frame: frame)
        }
    }

    /// Creates the window for a root view. Whatever its declared class, a root is a window: hit-testing starts
    /// at windows (HT-12).
    public static func makeWindow(frame: CGRect, application: UIApplication) -> UIWindow & SceneHitCustomizable {
        SceneWindow(frame: frame, application: application)
    }

    /// Whether views of `className` take touches by default: false for `UILabel` and `UIImageView` (HT-11), true
    /// for every other name, controls included.
    public nonisolated static func isInteractiveByDefault(className: String) -> Bool {
        className != "UILabel" && className != "UIImageView"
    }
}
