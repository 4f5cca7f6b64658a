// A context menu interaction driven as a person does: a long press opens the menu and cancels the view's touches,
// a tap on an action runs it once and ends the menu, a tap outside ends it and reaches nothing beneath, a quick tap
// still reaches the view, a secondary click opens it at once.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Context menu interaction")
struct ContextMenuInteractionTests {
    typealias F = ContextMenuFixtures

    /// A stage with a recording view at (50, 50, 200, 100) carrying an interaction that shows Copy and Delete.
    private func setUp() -> (Stage, RecordingView, UIContextMenuInteraction, F.Delegate, EventLog) {
        let stage = F.stage()
        let log = EventLog()
        let view = stage.add(RecordingView("card", log: log, frame: CGRect(x: 50, y: 50, width: 200, height: 100)))
        let delegate = F.Delegate(log: log) { _ in F.configuration(F.menu(["Copy", "Delete"], log: log)) }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (stage, view, interaction, delegate, log)
    }

    @Test("CM-1: a long press opens the menu over the window and cancels the view's touch")
    func longPressOpens() throws {
        let (stage, view, interaction, delegate, log) = setUp()
        _ = delegate
        let touch = try stage.sim.touchDown(at: CGPoint(x: 20, y: 30), in: view)
        stage.sim.advance(by: 0.3)
        #expect(F.container(in: stage.window) == nil)
        stage.sim.advance(by: 0.3)
        #expect(F.rowTitles(in: stage.window) == ["Copy", "Delete"])
        #expect(log.count(of: "card.touchesCancelled") == 1)
        #expect(log.lines.contains("configuration at 20,30"))
        try stage.sim.touchUp(touch)
        #expect(log.count(of: "card.touchesEnded") == 0)
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: view) == CGPoint(x: 20, y: 30))
        stage.sim.advance(by: 1)
        #expect(log.lines.contains("displayed"))
        // The layer is the window's topmost view and covers it.
        #expect(stage.window.subviews.last === F.container(in: stage.window))
        #expect(F.container(in: stage.window)?.frame == stage.window.bounds)
    }

    @Test("CM-6: a tap on an action runs its handler once and ends the menu, willEnd once")
    func tapActionRunsOnce() throws {
        let (stage, view, _, delegate, log) = setUp()
        _ = delegate
        try F.longPress(at: CGPoint(x: 20, y: 30), in: view, stage)
        try F.tapRow("Delete", stage)
        #expect(log.count(of: "ran Delete") == 1)
        #expect(log.count(of: "ran Copy") == 0)
        #expect(log.count(of: "willEnd") == 1)
        #expect(log.order("willEnd", before: "ran Delete"))
        #expect(F.container(in: stage.window) == nil)
        stage.sim.advance(by: 1)
        #expect(log.count(of: "ended") == 1)
    }

    @Test("CM-6: a tap outside the menu ends it, runs nothing, and does not reach the view beneath")
    func tapOutsideDismisses() throws {
        let (stage, view, _, delegate, log) = setUp()
        _ = delegate
        try F.longPress(at: CGPoint(x: 20, y: 30), in: view, stage)
        log.removeAll()
        // (100, 60) in the card is outside the panel, which hangs below the press point.
        try stage.sim.tap(at: CGPoint(x: 150, y: 20), in: view)
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "willEnd") == 1)
        #expect(log.lines(startingWith: "ran").isEmpty)
        #expect(log.lines(startingWith: "card.").isEmpty)
        // The next tap reaches the card again.
        try stage.sim.tap(at: CGPoint(x: 150, y: 20), in: view)
        #expect(log.count(of: "card.touchesEnded") == 1)
    }

    @Test("CM-2: a quick tap on a view with an interaction reaches the view, and no menu opens")
    func quickTapReachesView() throws {
        let (stage, view, _, delegate, log) = setUp()
        _ = delegate
        try stage.sim.tap(at: CGPoint(x: 20, y: 30), in: view, duration: 0.2)
        #expect(log.count(of: "card.touchesBegan") == 1)
        #expect(log.count(of: "card.touchesEnded") == 1)
        #expect(log.count(of: "card.touchesCancelled") == 0)
        #expect(F.container(in: stage.window) == nil)
        #expect(!log.lines.contains { $0.hasPrefix("configuration") })
    }

    @Test("CM-2: a press that moves past 10 points before the half second opens nothing; the view keeps its touch")
    func movingPressOpensNothing() throws {
        let (stage, view, _, delegate, log) = setUp()
        _ = delegate
        let touch = try stage.sim.touchDown(at: CGPoint(x: 20, y: 30), in: view)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchMove(touch, to: CGPoint(x: 40, y: 30), in: view)
        stage.sim.advance(by: 1)
        try stage.sim.touchUp(touch)
        #expect(F.container(in: stage.window) == nil)
        #expect(log.count(of: "card.touchesEnded") == 1)
        #expect(log.count(of: "card.touchesCancelled") == 0)
    }

    @Test("CM-3: a secondary click opens the compact menu at once, and a row click runs it")
    func secondaryClickOpens() throws {
        let (stage, view, interaction, delegate, log) = setUp()
        _ = delegate
        try stage.sim.secondaryClick(at: CGPoint(x: 20, y: 30), in: view)
        #expect(F.rowTitles(in: stage.window) == ["Copy", "Delete"])
        #expect(interaction.menuAppearance == .compact)
        // The delegate already reads the appearance in willDisplayMenuFor, as UIKit's documentation suggests.
        #expect(log.count(of: "appearance compact") == 1)
        let row = try #require(F.container(in: stage.window)?.rows.first)
        try stage.sim.click(at: CGPoint(x: 10, y: 10), in: row)
        #expect(log.count(of: "ran Copy") == 1)
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test("CM-1: sliding from the press onto an action and lifting there chooses it")
    func slideToChoose() throws {
        let (stage, view, _, delegate, log) = setUp()
        _ = delegate
        let touch = try stage.sim.touchDown(at: CGPoint(x: 20, y: 30), in: view)
        stage.sim.advance(by: F.holdDuration)
        let row = try #require(F.container(in: stage.window)?.rows.last)
        let target = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
        try stage.sim.touchMove(touch, to: target, in: nil)
        try stage.sim.touchUp(touch)
        #expect(log.count(of: "ran Delete") == 1)
        #expect(F.container(in: stage.window) == nil)
    }
}
