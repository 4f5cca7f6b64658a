// The shared part of the recording views: reports each touch method to the invariant checker and runs the
// hostile action armed for that phase.
//
// Invariants:
// - Order per call: the checker hears about the call before anything runs, then the view's `super`
//   implementation runs (so controls track), then the armed action runs once and is disarmed.
// - The world is held weakly: views outlive neither the world nor each other through their hooks.
import ResponderKit

/// Hooks shared by the recording view classes of the random driver.
@MainActor
final class FuzzTouchHooks {
    /// The scene id of the view.
    let sceneID: Int
    /// The world the view lives in.
    weak var world: FuzzWorld?
    /// The hostile action each phase runs next time (once).
    var armed: [DriverStep.Phase: DriverAction] = [:]

    init(sceneID: Int, world: FuzzWorld) {
        self.sceneID = sceneID
        self.world = world
    }

    /// Called first thing in a touch method of `view`.
    func willCall(_ phase: DriverStep.Phase, _ touches: Set<UITouch>, on view: UIView) {
        world?.checker.touchMethodCalled(phase, touches: touches, on: view, id: sceneID)
    }

    /// Called after `super` in a touch method of `view`: runs the armed action of `phase`, if any.
    func didCall(_ phase: DriverStep.Phase, on view: UIView) {
        guard let action = armed.removeValue(forKey: phase), let world else { return }
        world.perform(action, subject: view, handler: nil)
    }
}
