// The demo's controls, table, presses and log, driven headless: each logs what the E2E test expects live.
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitDemoApp

@MainActor
@Suite struct DemoControlTests {
    @Test func buttonTapLogsItsTouchesAndTouchUpInside() throws {
        let stage = DemoStage()
        let start = stage.demo.logLines.count
        let center = DemoStage.center(DemoLayout.button)
        try stage.click(center.x, center.y)
        #expect(
            stage.lines(from: start) == [
                "touchesBegan: button", "touchesEnded: button", "control button: touchUpInside",
            ])
    }

    @Test func switchTapTurnsItOn() throws {
        let stage = DemoStage()
        let center = DemoStage.center(DemoLayout.toggle)
        try stage.click(center.x, center.y)
        #expect(stage.lines().last == "control switch: valueChanged isOn=true")
    }

    @Test func sliderThumbDragLogsEachValue() throws {
        let stage = DemoStage()
        // The value starts at 0.5: the thumb is at the slider's middle.
        let thumb = DemoStage.center(DemoLayout.slider)
        try stage.drag(from: thumb, by: CGPoint(x: 100, y: 0), steps: 5)
        let lines = stage.lines()
        #expect(lines.first == "touchesBegan: slider")
        #expect(lines.filter { $0.hasPrefix("control slider") }.count == 5)
        #expect(lines.contains("control slider: valueChanged value=0.82"))
        #expect(lines.last == "touchesEnded: slider")
        #expect(stage.demo.controller.slider.value > 0.82 && stage.demo.controller.slider.value < 0.83)
    }

    @Test func typingThenSelectAllAndBackspaceClearsTheField() throws {
        let stage = DemoStage()
        let field = DemoStage.center(DemoLayout.textField)
        try stage.click(field.x, field.y)
        #expect(stage.lines().contains("control textField: editingDidBegin text=\"\""))
        let start = stage.demo.logLines.count
        try stage.sim.type("hi")
        try stage.sim.press("a", modifiers: .command)
        try stage.sim.press(.keyboardDeleteOrBackspace)
        #expect(
            stage.lines(from: start) == [
                "control textField: editingChanged text=\"h\"", "control textField: editingChanged text=\"hi\"",
                "controller pressesBegan: key a +command", "controller pressesEnded: key a +command",
                "control textField: editingChanged text=\"\"",
            ])
        #expect(stage.demo.controller.textField.text == "")
    }

    @Test func wheelScrollThenRowClickSelectsTheRowUnderThePointer() throws {
        let stage = DemoStage()
        let table = DemoLayout.table
        for _ in 0..<3 {
            try stage.sim.scroll(
                by: CGPoint(x: 0, y: -DemoLayout.rowHeight), at: CGPoint(x: table.midX, y: table.midY),
                in: stage.demo.window)
            stage.sim.advance(by: 0.1)
        }
        stage.sim.advance(by: 1)
        #expect(stage.lines().suffix(3) == ["table scrolled: y=40", "table scrolled: y=80", "table scrolled: y=120"])
        // 60 points into the table plus 120 scrolled: row 4.
        try stage.click(table.midX, table.minY + 60)
        #expect(stage.lines().contains("row selected: 4"))
        #expect(
            stage.lines().contains(
                "touchesBegan: row 4 content > row 4 > table > root > DemoViewController > window > UIApplication"))
    }

    @Test func keyCommandReachesTheController() throws {
        let stage = DemoStage()
        try stage.sim.press("k", modifiers: .command)
        #expect(
            stage.lines() == [
                "controller pressesBegan: key k +command", "key command: command-k",
                "controller pressesEnded: key k +command",
            ])
    }

    @Test func controllerButtonAndShakeReachTheController() throws {
        let stage = DemoStage()
        try stage.app.input.send(PressSample(phase: .began, type: .select))
        try stage.app.input.send(PressSample(phase: .ended, type: .select))
        try stage.sim.shake()
        #expect(
            stage.lines() == [
                "controller pressesBegan: button select", "controller pressesEnded: button select",
                "controller motionBegan: shake", "controller motionEnded: shake",
            ])
    }

    @Test func logFileHoldsTheLinesAndTheScreenShowsTheLast() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stage = DemoStage(options: DemoOptions(logFile: path))
        let center = DemoStage.center(DemoLayout.button)
        try stage.click(center.x, center.y)
        stage.demo.flush()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == stage.demo.logLines.map { $0 + "\n" }.joined())
        let shown = stage.demo.window.subviews.first { $0.accessibilityIdentifier == "root" }?
            .subviews.first { $0.accessibilityIdentifier == "log" }?
            .subviews.compactMap { ($0 as? UILabel)?.text }.filter { !$0.isEmpty }
        #expect(shown == stage.demo.logLines)
    }

    @Test func gridOfAThousandViewsLogsTheCellsChainAndCallsTheHandlerHook() throws {
        let stage = DemoStage(options: DemoOptions(viewCount: 1000))
        var calls = 0
        stage.demo.onHandlerCalled = { calls += 1 }
        #expect(stage.demo.controller.grid?.subviews.count == 1000)
        try stage.click(DemoLayout.grid.minX + 2, DemoLayout.grid.minY + 2)
        #expect(
            stage.lines().first == "touchesBegan: cell 0 > grid > root > DemoViewController > window > UIApplication")
        // The touch's begin and its end: both halves of a tap are measured to a handler.
        #expect(calls == 2)
    }

    @Test func withoutDispatchLinesNoTracerIsInstalledAndControlsStillLog() throws {
        let stage = DemoStage(options: DemoOptions(viewCount: 1000, logsDispatch: false))
        #expect(stage.app.tracer == nil)
        let center = DemoStage.center(DemoLayout.button)
        try stage.click(center.x, center.y)
        #expect(stage.lines() == ["control button: touchUpInside"])
    }
}
