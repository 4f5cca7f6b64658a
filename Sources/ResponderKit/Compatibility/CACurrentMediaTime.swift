// Core Animation's media clock, read from the shared application's clock so that it agrees with display links,
// animations' `beginTime` and input timestamps (and, in tests, moves only with the virtual clock).
//
// Invariant: main-actor isolated, unlike iOS's: the application's clock is main-actor state, and no thread test
// tells the main actor apart off Apple platforms (under `swift test` on Linux it does not run on the main thread).
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current media time, in seconds: the clock of ``UIApplication/shared`` (its ``UIApplication/clock``, virtual
/// unless a backend installed a real one), the time base of `beginTime` for layers of the shared application's
/// windows, and of `CADisplayLink` and `UITouch` timestamps. Call it on the main actor.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.shared.clock.now
}
