// Adding and removing a layer's animations. Headless an animation has no frames: it starts and stops on the
// application's clock (see LayerAnimationRun.swift).
import Foundation

extension CALayer {
    final func addImpl(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy(with: nil) as? CAAnimation else { return }
        _ = startRun(copy, forKey: key)
    }

    /// Runs `animation` (already the layer's own copy) under `key`, replacing an animation with that key.
    @discardableResult
    final func startRun(_ animation: CAAnimation, forKey key: String?) -> LayerAnimationRun {
        if let key, let old = runs.last(where: { $0.key == key }) {
            removeRun(old)
            old.stop(finished: false)
        }
        let run = LayerAnimationRun(animation: animation, key: key, layer: self)
        runs.append(run)
        run.schedule(on: eventClock)
        return run
    }

    final func removeAnimationImpl(forKey key: String) {
        for run in runs where run.key == key {
            removeRun(run)
            run.stop(finished: false)
        }
    }

    final func removeAllAnimationsImpl() {
        let removed = runs
        runs = []
        for run in removed { run.stop(finished: false) }
    }

    /// Drops a run from the layer's list.
    final func removeRun(_ run: LayerAnimationRun) {
        runs.removeAll { $0 === run }
    }
}
