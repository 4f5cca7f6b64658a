// Deceleration after a flick: the instance's `decelerationRate` (UIKit's `UIScrollView.DecelerationRate`).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ScrollDecelerationTests {
    /// A flick upwards at 2,000 points per second in a tall scroll view, lifted while moving.
    private func flick(in scene: ScrollSpec.Scene) throws {
        try scene.drag(through: [
            CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 380), CGPoint(x: 100, y: 340), CGPoint(x: 100, y: 300.5),
        ])
    }

    @Test("decelerationRate is an instance property: .normal (0.998) by default, .fast (0.99), or any raw value")
    func rateValues() {
        let scroll = UIScrollView(frame: .zero)
        #expect(scroll.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)

        scroll.decelerationRate = .fast
        #expect(scroll.decelerationRate == .fast)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        #expect(scroll.decelerationRate.rawValue == 0.995)
        #expect(UIScrollView(frame: .zero).decelerationRate == .normal, "each scroll view has its own rate")
    }

    @Test("A flick with decelerationRate .fast stops sooner and travels less than with .normal")
    func fastStopsSooner() throws {
        let normal = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 4000))
        let fast = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 4000))
        fast.scroll.decelerationRate = .fast

        try flick(in: normal)
        try flick(in: fast)
        #expect(normal.scroll.contentOffset == fast.scroll.contentOffset, "both drags leave the same offset")
        let released = normal.scroll.contentOffset.y
        #expect(normal.scroll.isDecelerating && fast.scroll.isDecelerating)

        let normalSteps = normal.settle()
        let fastSteps = fast.settle()

        #expect(!normal.scroll.isDecelerating && !fast.scroll.isDecelerating)
        #expect(fastSteps < normalSteps)
        #expect(fast.scroll.contentOffset.y > released, "the fast rate still glides")
        #expect(fast.scroll.contentOffset.y < normal.scroll.contentOffset.y)
        for scene in [normal, fast] {
            #expect(
                scene.delegate.lines == ["willBeginDragging", "didEndDragging decelerate=true", "didEndDecelerating"])
        }
    }

    @Test("A rate of 1 or more, or NaN, still comes to rest by slowing down, not at the far edge")
    func hostileRateStops() throws {
        for raw in [1, 1.5, .nan] as [CGFloat] {
            let scene = ScrollSpec.Scene(contentSize: CGSize(width: 320, height: 10_000_000))
            scene.scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: raw)
            try flick(in: scene)
            let released = scene.scroll.contentOffset.y
            scene.settle(limit: 60)
            #expect(!scene.scroll.isDecelerating, "rate \(raw)")
            #expect(scene.scroll.contentOffset.y > released && scene.scroll.contentOffset.y < 10_000, "rate \(raw)")
            #expect(scene.delegate.lines.last == "didEndDecelerating")
        }
    }
}
