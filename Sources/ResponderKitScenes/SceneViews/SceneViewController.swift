// A view controller that carries the name a scene file gave it, for the responder-chain output.
//
// Invariant: `name` is fixed at creation and is unique within a scene (the loader checks it).
import Foundation
import ResponderKit

/// A `UIViewController` named by a scene's `"viewController"` key.
@MainActor
public final class SceneViewController: UIViewController {
    /// The name from the scene file.
    public let name: String

    /// The scene's custom next responder (`"viewControllerNext"`), or nil for UIKit's.
    public var nextOverride: SceneNextOverride?

    /// The custom next responder when the scene gave one (possibly none), else UIKit's (RC-2).
    public override var next: UIResponder? {
        if let nextOverride { return nextOverride.responder }
        return super.next
    }

    /// Creates a controller with no view yet; assign `view` to make a scene view its root view.
    public init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}
