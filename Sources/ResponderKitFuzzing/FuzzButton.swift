// A recording button; odd ids stop tracking (CT-2) on the fourth move of a tracking.
// A `UIButton` whose touch methods report to the random driver's invariant checker and run scripted
// hostile actions.
//
// Invariants: every touch method calls `super` exactly once, between the checker's notice and the hostile action
// (see `FuzzTouchHooks`), so the view behaves as a plain `UIButton` apart from what the script asks.
import Foundation
import ResponderKit

/// A recording button; odd ids stop tracking (CT-2) on the fourth move of a tracking.
@MainActor
final class FuzzButton: UIButton {
    /// The recording and hostile-action hooks.
    let hooks: FuzzTouchHooks

    init(frame: CGRect, hooks: FuzzTouchHooks) {
        self.hooks = hooks
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private var moves = 0

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        moves = 0
        return super.beginTracking(touch, with: event)
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        moves += 1
        let keepsTracking = super.continueTracking(touch, with: event) && !(hooks.sceneID % 2 == 1 && moves >= 4)
        if !keepsTracking { hooks.world?.checker.controlStoppedTracking(self) }
        return keepsTracking
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.began, touches, on: self)
        super.touchesBegan(touches, with: event)
        hooks.didCall(.began, on: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.moved, touches, on: self)
        super.touchesMoved(touches, with: event)
        hooks.didCall(.moved, on: self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.ended, touches, on: self)
        super.touchesEnded(touches, with: event)
        hooks.didCall(.ended, on: self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.willCall(.cancelled, touches, on: self)
        super.touchesCancelled(touches, with: event)
        hooks.didCall(.cancelled, on: self)
    }
}
