// `InputLayer.sampleObserver`, which the recorder watches input through (UT-221): each accepted sample once,
// before it changes anything; refused samples never; input sent from the observer is refused.
import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("Input sample observer")
struct SampleObserverTests {
    @Test("UT-221: the observer sees a tap's frames before they apply, and text only when a responder takes it")
    func seesAcceptedSamplesBeforeTheyApply() throws {
        let stage = RecordingStage()
        stage.recorder.stop()
        var seen: [String] = []
        stage.application.input.sampleObserver = { sample in
            switch sample {
            case .touches(let touches):
                // Before the frame applies: the finger of a began sample is not down yet.
                let down = stage.application.input.activeTouchIDs.contains(touches[0].id)
                seen.append("touches \(touches[0].phase) down=\(down)")
            case .text(let text): seen.append("text \(text.text)")
            case .press(let press): seen.append("press \(press.phase)")
            default: seen.append("other")
            }
        }
        try stage.simulator.commitText("dropped")
        try stage.simulator.tap(at: CGPoint(x: 100, y: 38))
        try stage.simulator.commitText("é")
        #expect(
            seen == [
                "touches began down=false", "touches ended down=true", "text é",
            ])
        #expect(stage.window.rootViewController.map { ($0 as? RecordingScreen)?.email.text } == "é")
    }

    @Test("UT-221: refused samples are not seen, and input the observer sends is refused as re-entrant")
    func refusedAndReentrant() throws {
        let stage = RecordingStage()
        stage.recorder.stop()
        var seen = 0
        var refusals: [InputError] = []
        stage.application.input.sampleObserver = { _ in
            seen += 1
            do throws(InputError) {
                try stage.application.input.send(TextSample(text: "x"))
            } catch {
                refusals.append(error)
            }
        }
        #expect(throws: InputError.self) {
            try stage.application.input.send(TouchSample(id: 1, phase: .moved, location: .zero, window: stage.window))
        }
        #expect(seen == 0)
        try stage.simulator.tap(at: CGPoint(x: 50, y: 170))
        #expect(seen == 2)
        #expect(refusals == [.reentrantInput, .reentrantInput])
        #expect(stage.log.lines == ["log in:  /  / "])
    }
}
