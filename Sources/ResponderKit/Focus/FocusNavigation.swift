// Tab and Shift-Tab: moving the first responder between focusable responders in reading order.
import Foundation

/// Keyboard focus navigation within a window.
@MainActor
enum FocusNavigation {
    /// The views of `window` that can become first responder and can be seen and touched, in reading order:
    /// top to bottom, then left to right, by their frames in window coordinates.
    static func candidates(in window: UIWindow) -> [UIView] {
        var found: [(UIView, CGRect)] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > UIView.hitTestAlphaThreshold, view.isUserInteractionEnabled else {
                continue
            }
            if view !== window, view.canBecomeFirstResponder {
                found.append((view, view.convert(view.bounds, to: nil)))
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found.sorted { a, b in
            a.1.minY != b.1.minY ? a.1.minY < b.1.minY : a.1.minX < b.1.minX
        }.map(\.0)
    }

    /// Moves the first responder of `window` to the next (or previous) candidate, wrapping around; candidates
    /// that refuse are skipped. Returns whether the first responder changed.
    @discardableResult
    static func move(in window: UIWindow, backwards: Bool) -> Bool {
        let list = candidates(in: window)
        guard !list.isEmpty else { return false }
        let current = list.firstIndex { $0 === window.currentFirstResponder }
        for step in 1...list.count {
            let index: Int
            if let current {
                index = (current + (backwards ? -step : step) % list.count + list.count) % list.count
            } else {
                index = backwards ? list.count - step : step - 1
            }
            let candidate = list[index]
            if candidate === window.currentFirstResponder { return false }
            if candidate.becomeFirstResponder() { return true }
        }
        return false
    }
}
