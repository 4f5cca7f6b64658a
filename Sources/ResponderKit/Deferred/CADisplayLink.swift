// A display link: a timer synchronized with the display's refresh, here driven by the application's clock.
//
// Invariants: once added to a run loop (any, any mode), the link fires every frame of its application's clock
// until invalidated; a paused link keeps its schedule but calls nothing; the link retains its target until
// invalidated, as UIKit's does.
import Foundation

/// A timer that calls its target once per display frame.
///
/// Headless there is no display: frames are 1/60 s (or `1 / preferredFramesPerSecond`) of the target's
/// application's clock, so `EventSimulator.advance(by:)` runs them in tests.
@preconcurrency @MainActor
public final class CADisplayLink {
    /// The refresh interval when no frame rate is preferred.
    public static let defaultFrameDuration: TimeInterval = 1.0 / 60

    private var target: AnyObject?
    private let selector: Selector
    private var timer: EventTimer?
    private var application: UIApplication?

    /// Whether frames are skipped. False by default.
    public var isPaused = false
    /// The frame rate the link asks for; 0 (the default) means the display's (60 here).
    public var preferredFramesPerSecond = 0
    /// The time of the last frame, on the application's clock.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame.
    public var targetTimestamp: TimeInterval { timestamp + duration }
    /// The interval between frames.
    public var duration: TimeInterval {
        preferredFramesPerSecond > 0 ? 1.0 / Double(preferredFramesPerSecond) : CADisplayLink.defaultFrameDuration
    }

    /// Creates a link that calls `selector` on `target` (with the link as its argument) once it is added to a
    /// run loop.
    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        self.selector = selector
    }

    /// Starts the frames, on the clock of the target's application. The run loop and mode are accepted for source
    /// compatibility; adding a link twice does nothing more.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard timer == nil, let target else { return }
        let application = UIApplication.owning(target)
        self.application = application
        timestamp = application.clock.now
        scheduleFrame()
    }

    /// Stops the frames; they start again when the link is added again.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        timer?.cancel()
        timer = nil
    }

    /// Stops the link for good and releases its target.
    public func invalidate() {
        timer?.cancel()
        timer = nil
        target = nil
    }

    private func scheduleFrame() {
        guard let application else { return }
        // Strong, as a run loop retains the links added to it: a link runs until invalidated even if nobody keeps it.
        timer = application.clock.schedule(after: duration) { self.frame() }
    }

    private func frame() {
        guard let target, let application else { return }
        timestamp = application.clock.now
        scheduleFrame()
        if !isPaused {
            SelectorDispatch.call(selector, on: target, sender: self, secondArgument: nil, application: application)
        }
    }
}
