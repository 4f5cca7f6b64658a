// A recording scroll view that zooms (see `FuzzZoomDelegate`).
// A `UIScrollView` whose touch methods report to the random driver's invariant checker and run scripted
// hostile actions.
//
// Invariants: every touch method calls `super` exactly once, between the checker's notice and the hostile action
// (see `FuzzTouchHooks`), so the view behaves as a plain `UIScrollView` apart from what the script asks.
import Foundation
import ResponderKit

/// A recording scroll view.
@MainActor
final class FuzzScrollView: UIScrollView {
    /// The recording and hostile-action hooks.
    let hooks: FuzzTouchHooks
    /// The zoom delegate (the scroll view holds its delegate weakly).
    private let zoomDelegate: FuzzZoomDelegate

    init(frame: CGRect, hooks: FuzzTouchHooks) {
        self.hooks = hooks
        zoomDelegate = FuzzZoomDelegate(namesOutsider: hooks.sceneID % 3 == 0)
        super.init(frame: frame)
        delegate = zoomDelegate
        minimumZoomScale = 0.5
        maximumZoomScale = 3
    }

    required init?(coder: NSCoder) {
        return nil
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
