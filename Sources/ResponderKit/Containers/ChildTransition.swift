// A container controller's change of its children, shared by navigation and tab bar controllers.
import Foundation

/// A container controller's change of its children, in UIKit's order: leaving children hear
/// `willMove(toParent: nil)` and arriving ones are added (`addChild`, which calls `willMove(toParent:)`) when it
/// begins; when it finishes, leaving children's views leave the container's view and the children leave it
/// (`removeFromParent`, which calls `didMove(toParent: nil)`), and arriving ones hear `didMove(toParent:)`.
@MainActor
struct ChildTransition {
    /// The children that leave.
    let leaving: [UIViewController]
    /// The children that arrive.
    let arriving: [UIViewController]
    private unowned let container: UIViewController

    /// The controllers of `controllers` in order, each once, without `container`: what a container takes as its
    /// children (UIKit raises an exception for duplicates).
    static func distinct(_ controllers: [UIViewController], in container: UIViewController) -> [UIViewController] {
        var distinct: [UIViewController] = []
        for controller in controllers where controller !== container && !distinct.contains(where: { $0 === controller })
        {
            distinct.append(controller)
        }
        return distinct
    }

    /// Begins the change of `container`'s children from `old` to `new`.
    init(in container: UIViewController, from old: [UIViewController], to new: [UIViewController]) {
        self.container = container
        leaving = old.filter { controller in !new.contains { $0 === controller } }
        arriving = new.filter { controller in !old.contains { $0 === controller } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { container.addChild(controller) }
    }

    /// Finishes the change.
    func finish() {
        for controller in leaving {
            if let view = controller.viewIfLoaded, let superview = view.superview, superview === container.viewIfLoaded
            {
                view.removeFromSuperview()
            }
            controller.removeFromParent()
        }
        for controller in arriving { controller.didMove(toParent: container) }
    }
}
