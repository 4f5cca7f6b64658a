// The gesture pad's recognizers and the chains of touches, driven headless.
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitDemoApp

@MainActor
@Suite struct DemoGestureTests {
    let pad = DemoStage.center(DemoLayout.pad)

    @Test func aTouchOnThePadTravelsTheWholeChain() throws {
        let stage = DemoStage()
        try stage.sim.touchDown(at: pad, in: stage.demo.window)
        #expect(stage.lines() == ["touchesBegan: pad > root > DemoViewController > window > UIApplication"])
    }

    @Test func singleTapIsRecognizedOnceTheDoubleTapFails() throws {
        let stage = DemoStage()
        try stage.click(pad.x, pad.y)
        let lines = stage.lines()
        #expect(lines.contains("recognizer doubleTap: failed"))
        #expect(lines.contains("recognizer tap: ended"))
        let failed = try #require(lines.firstIndex(of: "recognizer doubleTap: failed"))
        #expect(lines.firstIndex(of: "recognizer tap: ended") == failed + 1)
    }

    @Test func doubleTapIsRecognizedAndTheSingleTapFails() throws {
        let stage = DemoStage()
        try stage.sim.click(at: pad, in: stage.demo.window)
        stage.sim.advance(by: 0.1)
        try stage.click(pad.x, pad.y)
        let lines = stage.lines()
        #expect(lines.contains("recognizer doubleTap: ended"))
        #expect(lines.contains("recognizer tap: failed"))
        #expect(!lines.contains("recognizer tap: ended"))
        #expect(lines.contains("touch not delivered: pad (multipleTouchDisabled)"))
    }

    @Test func longPressBeginsAfterHalfASecondAndEndsOnLift() throws {
        let stage = DemoStage()
        try stage.hold(pad.x, pad.y, for: 1)
        let lines = stage.lines()
        let began = try #require(lines.firstIndex(of: "recognizer longPress: began"))
        #expect(lines.firstIndex(of: "recognizer longPress: ended").map { $0 > began } == true)
        #expect(lines.contains("recognizer tap: failed"))
        // Cancelled on the long press's timer, and traced along the chain as a delivery in a frame is.
        #expect(lines.contains("touchesCancelled: pad > root > DemoViewController > window > UIApplication"))
    }

    @Test func rightClickIsTheSecondaryTapOnly() throws {
        let stage = DemoStage()
        try stage.click(pad.x, pad.y, buttons: .secondary)
        let lines = stage.lines()
        #expect(lines.contains("recognizer secondaryTap: ended"))
        #expect(!lines.contains("recognizer tap: ended"))
        #expect(!lines.contains("recognizer doubleTap: ended"))
    }

    @Test func panSummarisesItsChangedStates() throws {
        let stage = DemoStage()
        try stage.drag(from: pad, by: CGPoint(x: 100, y: 30), steps: 10)
        let lines = stage.lines()
        #expect(lines.contains("recognizer pan: began"))
        #expect(lines.contains { $0.hasPrefix("recognizer pan: changed (x") })
        #expect(lines.contains("recognizer pan: ended"))
        #expect(lines.filter { $0.hasPrefix("recognizer pan: changed") }.count == 1)
    }

    @Test func movesAlongOneChainAreOneLineWithACount() throws {
        let stage = DemoStage()
        // Between the columns: the root view itself, which has no recognizer.
        try stage.drag(from: CGPoint(x: 385, y: 300), by: CGPoint(x: 0, y: 50), steps: 10)
        let chain = "root > DemoViewController > window > UIApplication"
        #expect(
            stage.lines() == [
                "touchesBegan: \(chain)", "touchesMoved: \(chain) (x10)", "touchesEnded: \(chain)",
            ])
    }

    @Test func twoFingersPinch() throws {
        let stage = DemoStage()
        let fingers = try stage.sim.touchDown(
            at: [CGPoint(x: pad.x - 50, y: pad.y), CGPoint(x: pad.x + 50, y: pad.y)], in: stage.demo.window)
        for step in 1...5 {
            stage.sim.advance(by: 0.02)
            let spread = CGFloat(50 + 10 * step)
            try stage.sim.touchMove(
                fingers, to: [CGPoint(x: pad.x - spread, y: pad.y), CGPoint(x: pad.x + spread, y: pad.y)],
                in: stage.demo.window)
        }
        try stage.sim.touchUp(fingers)
        let lines = stage.lines()
        #expect(lines.contains("recognizer pinch: began"))
        #expect(lines.contains("recognizer pinch: ended"))
        #expect(lines.contains("recognizer pan: failed"))
    }
}
