// The printing tracer: what `RESPONDERKIT_TRACE` prints for a tap, a drag a pan takes over and a key command, the
// filter's categories and `view:ID`, the environment variable's parsing, and the application keeping its tracer.
import Foundation
import ResponderKit
import ResponderKitTestSupport
import Testing

/// A controller with a key command whose action it performs itself.
private final class SaveController: UIViewController {
    var saves = 0
    override func copy(_ sender: Any?) { saves += 1 }
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("copy:") { copy($0) } || super.invokeSelector(call)
    }
    override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "s", modifierFlags: .command, action: .copy)] }
}

/// Lines a printer wrote.
@MainActor
private final class Lines {
    var all: [String] = []
    func printer(_ filter: TraceFilter = .all) -> TracePrinter {
        TracePrinter(filter: filter, prefix: "") { self.all.append($0) }
    }
}

@MainActor
@Suite("TracePrinter and RESPONDERKIT_TRACE")
struct TracePrinterTests {
    private func named<V: UIView>(_ view: V, _ id: String) -> V {
        view.accessibilityIdentifier = id
        return view
    }

    @Test("A tap prints the hit-test, the binding, each delivery and the control's events and action, in order")
    func tap() throws {
        let stage = Stage(tracing: false)
        let lines = Lines()
        stage.app.tracer = lines.printer()  // no other reference: the application keeps it
        stage.window.accessibilityIdentifier = "window"
        let button = stage.add(named(UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44)), "save"))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try stage.sim.tap(at: CGPoint(x: 20, y: 20), in: stage.window)
        #expect(taps == 1)
        let expected = [
            "hit-test window at (20, 20)", "hit view save in window at (20, 20)", "touch 1 bound to save (tapCount 1)",
            "touchesBegan -> save (1 touch)", "save sends touchDown", "touchesEnded -> save (1 touch)",
            "save sends touchUpInside, primaryActionTriggered",
        ]
        var position = lines.all.startIndex
        for line in expected {
            let found = lines.all[position...].firstIndex { $0.hasSuffix(line) || $0.contains(line) }
            #expect(found != nil, "missing or out of order: \(line)\n\(lines.all.joined(separator: "|"))")
            position = (found ?? position) + 1
        }
    }

    @Test("GR-13: a drag a pan takes over prints the recognizer beginning and the view's touch cancelled")
    func dragTakenByPan() throws {
        let stage = Stage(tracing: false)
        let lines = Lines()
        stage.app.tracer = lines.printer(TraceFilter.parse("touches,recognizers").filter!)
        let card = stage.add(named(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)), "card"))
        let pan = UIPanGestureRecognizer()
        pan.name = "card.pan"
        card.addGestureRecognizer(pan)
        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: stage.window)
        for step in 1...5 { try stage.sim.touchMove(touch, to: CGPoint(x: 50 + 10 * step, y: 50)) }
        try stage.sim.touchUp(touch)
        #expect(lines.all.contains("recognizer card.pan possible -> began"))
        #expect(lines.all.contains { $0.hasPrefix("touch 1 cancelled for card") })
        #expect(lines.all.contains("touchesCancelled -> card (1 touch)"))
        #expect(!lines.all.contains { $0.contains("sends") })  // actions are filtered out
    }

    @Test("FR-11: a key command prints the press delivered and the action its command sent")
    func keyCommand() throws {
        let controller = SaveController()
        let stage = Stage(rootViewController: controller, tracing: false)
        let lines = Lines()
        stage.app.tracer = lines.printer(TraceFilter.parse("presses,actions").filter!)
        try stage.sim.press("s", modifiers: .command)
        #expect(controller.saves == 1, "\(lines.all)")
        #expect(lines.all.contains { $0.hasPrefix("action copy:") && $0.contains("performed by SaveController") })
        #expect(lines.all.contains("pressesBegan -> SaveController (1 press)"))
        #expect(!lines.all.contains { $0.hasPrefix("hit-test") })
    }

    @Test("view:ID keeps only the steps that involve that view; other views' steps are dropped")
    func viewFilter() throws {
        let stage = Stage(tracing: false)
        let lines = Lines()
        stage.app.tracer = lines.printer(TraceFilter.parse("view:save").filter!)
        stage.add(named(UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44)), "save"))
        stage.add(named(UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 44)), "other"))
        try stage.sim.tap(at: CGPoint(x: 20, y: 20), in: stage.window)
        try stage.sim.tap(at: CGPoint(x: 20, y: 120), in: stage.window)
        #expect(lines.all.contains("touchesBegan -> save (1 touch)"))
        #expect(!lines.all.contains { $0.contains("other") && !$0.contains("save") })
    }

    @Test("RESPONDERKIT_TRACE: on, off, categories, view:ID, and unknown words reported and ignored")
    func environment() {
        #expect(TraceFilter.parse("1").filter == .all)
        #expect(TraceFilter.parse("0").filter == nil)
        #expect(TraceFilter.parse("").filter == nil)
        #expect(TraceFilter.parse("touches, actions").filter?.categories == [.touches, .actions])
        #expect(TraceFilter.parse("view:save").filter == TraceFilter(categories: .all, viewID: "save"))
        let (filter, problems) = TraceFilter.parse("touches,bogus")
        #expect(filter?.categories == .touches)
        #expect(problems.count == 1 && problems[0].contains("unknown category 'bogus'"))
        var written: [String] = []
        let printer = TracePrinter.fromEnvironment(["RESPONDERKIT_TRACE": "bogus"]) { written.append($0) }
        #expect(printer?.filter == .all)
        #expect(written.count == 1 && written[0].contains("RESPONDERKIT_TRACE: unknown category 'bogus'"))
        #expect(TracePrinter.fromEnvironment([:]) == nil)
        #expect(TracePrinter.fromEnvironment(["RESPONDERKIT_TRACE": "off"]) == nil)
    }

    @Test("The application keeps the tracer it is given; a TracePrinter left installed keeps nothing alive")
    func printerIsKeptAndKeepsNothing() throws {
        weak var weakApp: UIApplication?
        weak var weakWindow: UIWindow?
        weak var weakPrinter: TracePrinter?
        let lines = Lines()
        do {
            let stage = Stage(tracing: false)
            stage.app.tracer = lines.printer()
            weakPrinter = stage.app.tracer as? TracePrinter
            weakApp = stage.app
            weakWindow = stage.window
            try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: stage.window)
        }
        #expect(lines.all.contains { $0.contains("touchesBegan") })
        #expect(weakPrinter == nil)
        #expect(weakWindow == nil)
        #expect(weakApp == nil)
    }
}
