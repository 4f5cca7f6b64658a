// A random driver for the UI testing API: from a seed, it launches the test screens and runs long sequences of random
// queries (types, identifiers, labels, predicates, malformed ones too) and actions (every verb, with random and bad
// arguments), collecting failures through the application's failure handler and checking invariants after every
// step (UT-296).
//
// Invariants it checks after each step: the step advanced virtual time by at most the application's
// `maximumVirtualDuration` plus `overheadBound`; no finger is left down in the application; every failure has a
// message naming the query or the element it found (or, for a refused predicate, the predicate). The trace (one line
// a step: what ran, the failure kinds, the clock, the screen's log size) depends on the seed alone.
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitUITesting

/// SplitMix64: a small deterministic generator, so a seed gives the same run everywhere.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A broken invariant: the step, what it ran, and what broke.
struct DriverViolation: CustomStringConvertible {
    var step: Int
    var action: String
    var problem: String
    var description: String { "step \(step) (\(action)): \(problem)" }
}

/// Runs random steps against the test screens.
@MainActor
final class UIRandomDriver {
    /// The virtual time a step may take beyond `maximumVirtualDuration`: idle times, double-tap gaps, drag moves,
    /// scroll steps (at most 3 drags of 1.1 s here).
    static let overheadBound: TimeInterval = 10
    /// The screens, by name.
    static let screens: [(String, @MainActor (ScreenLog) -> UIViewController)] = [
        ("login", { LoginViewController(log: $0) }), ("list", { ListViewController(log: $0, rows: 30) }),
        ("alert", { AlertViewController(log: $0) }), ("controls", { ControlsViewController(log: $0) }),
        ("blocked", { BlockedViewController(log: $0) }), ("gesture", { GestureViewController(log: $0) }),
        ("drag", { DragViewController(log: $0) }), ("delayed", { DelayedViewController(log: $0) }),
    ]
    /// Names on the screens, and a few that are on none.
    static let names = [
        "email", "password", "login", "Log in", "status", "Welcome back", "list", "row-3", "Row 7", "Delete all",
        "Share", "Cancel", "Delete", "Mail", "volume", "wifi", "count", "range", "Working", "Covered", "Disabled",
        "Frozen", "overlay", "doubleTap", "twoFinger", "longPress", "pinch", "rotate", "swipe", "card", "target",
        "Load", "Loaded", "Return", "a", "", "nope", "Log  in", "ROW 7",
    ]
    static let types: [XCUIElement.ElementType] = [
        .any, .button, .staticText, .textField, .secureTextField, .slider, .switch, .stepper, .segmentedControl,
        .table, .cell, .other, .alert, .sheet, .keyboard, .key, .scrollView, .window, .image, .textView,
    ]
    static let commonTypes: [XCUIElement.ElementType] = [
        .any, .button, .staticText, .textField, .secureTextField, .slider, .switch, .stepper, .segmentedControl,
        .other, .cell, .table,
    ]
    /// Predicate pieces: well-formed and not.
    static let predicatePieces = [
        "label CONTAINS 'Log'", "identifier BEGINSWITH[c] 'row'", "value == '1'", "elementType == 9", "isEnabled == NO",
        "label MATCHES 'R.*[0-9]'", "label LIKE '*e*'", "elementType IN {9, 48, 49}", "hasFocus == YES", "NOT ", "(",
        ")", " AND ", " OR ", "label ==", "isEnabled == 'x'", "frame.width > 1", "label CONTAINS 5", "%@", "%K",
        "'unterminated", "label IN {'a'", "TRUEPREDICATE", "label MATCHES '('", "placeholderValue != NIL",
    ]
    /// Numbers for arguments: good, edge and bad.
    static let numbers: [Double] = [
        0, 0.5, 1, 2, -1, 0.1, 1e-9, 1e9, .nan, .infinity, -.infinity, 40, 3, .leastNonzeroMagnitude, 1e7,
    ]

    private var random: SeededRandom
    private(set) var trace: [String] = []
    private(set) var violations: [DriverViolation] = []
    private(set) var failureCount = 0
    private var app: XCUIApplication!
    private var log = ScreenLog()
    private var failures: [XCUITestFailure] = []

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Runs `steps` steps, a new screen every 40; stops at the first violation.
    func run(steps: Int) {
        for step in 0..<steps {
            if step % 40 == 0 { launchScreen() }
            runStep(step)
            if !violations.isEmpty { return }
        }
    }

    private func launchScreen() {
        let (name, make) = Self.screens[Int.random(in: 0..<Self.screens.count, using: &random)]
        log = ScreenLog()
        let screenLog = log
        app = XCUIApplication(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) { make(screenLog) }
        app.maximumVirtualDuration = 20
        app.failureHandler = { [unowned self] in failures.append($0) }
        app.launch()
        trace.append("screen \(name)")
    }

    private func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    private func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private func number() -> Double { pick(Self.numbers) }

    /// A random predicate format: pieces joined, often well-formed.
    private func predicateFormat() -> String {
        let count = Int.random(in: 1...3, using: &random)
        return (0..<count).map { _ in pick(Self.predicatePieces) }.joined(separator: pick([" AND ", " OR ", " "]))
    }

    /// A random query and the predicate formats it uses.
    private func query() -> (XCUIElementQuery, [String]) {
        if chance(60) {
            // As tests write them: a common type, then often a name on the screens.
            let query = app.descendants(matching: pick(Self.commonTypes))
            return (chance(70) ? query.matching(identifier: pick(Self.names)) : query, [])
        }
        var formats: [String] = []
        let base: XCUIElement =
            chance(80)
            ? app : app.descendants(matching: pick(Self.types)).element(boundBy: Int.random(in: -1...3, using: &random))
        var query =
            chance(50) ? base.descendants(matching: pick(Self.types)) : base.children(matching: pick(Self.types))
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: query = query.matching(identifier: pick(Self.names))
            case 1:
                let format = predicateFormat()
                formats.append(format)
                query = query.matching(NSPredicate(format: format, argumentArray: [pick(Self.names), "label"]))
            case 2: query = query.matching(pick(Self.types), identifier: chance(70) ? pick(Self.names) : nil)
            case 3: query = query.containing(pick(Self.types), identifier: chance(50) ? pick(Self.names) : nil)
            default: query = query.descendants(matching: pick(Self.types))
            }
        }
        return (query, formats)
    }

    /// A random element: the application, or a pick from a random query.
    private func element() -> (XCUIElement, [String]) {
        if chance(5) { return (app, []) }
        let (query, formats) = self.query()
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return (query.element, formats)
        case 1: return (query.firstMatch, formats)
        case 2: return (query.element(boundBy: Int.random(in: -2...6, using: &random)), formats)
        default: return (query[pick(Self.names)], formats)
        }
    }

    /// The names a failure about `element` may give: its summary, and the summary of what it resolves to now.
    private func names(of element: XCUIElement) -> [String] {
        var names = [element.summary, element.query?.summary ?? "Application"]
        if case .success(let node) = element.resolve() { names.append(node.summary) }
        return names
    }

    private func runStep(_ step: Int) {
        let (target, formats) = element()
        let (other, otherFormats) = element()
        var allowed =
            names(of: target) + names(of: other) + (formats + otherFormats).map { "Unsupported predicate '\($0)" }
        let action = perform(on: target, other: other)
        allowed += [target.summary]
        check(step, action, allowed: allowed)
    }

    /// Runs one random verb on `target` (with `other` as a drag target); returns its description.
    private func perform(on target: XCUIElement, other: XCUIElement) -> String {
        let name = target.summary
        let before = app.simulator.clock.now
        defer { elapsed = app.simulator.clock.now - before }
        switch Int.random(in: 0..<24, using: &random) {
        case 0:
            target.tap()
            return "tap \(name)"
        case 1:
            target.doubleTap()
            return "doubleTap \(name)"
        case 2:
            target.twoFingerTap()
            return "twoFingerTap \(name)"
        case 3:
            let duration = number()
            target.press(forDuration: duration)
            return "press \(name) \(duration)"
        case 4:
            let duration = number()
            target.press(forDuration: duration, thenDragTo: other)
            return "press \(name) \(duration) drag to \(other.summary)"
        case 5:
            target.swipeUp()
            return "swipeUp \(name)"
        case 6:
            let velocity = number()
            pick([target.swipeDown(velocity:), target.swipeLeft(velocity:), target.swipeRight(velocity:)])(
                XCUIGestureVelocity(CGFloat(velocity)))
            return "swipe \(name) velocity \(velocity)"
        case 7:
            let (scale, velocity) = (number(), number())
            target.pinch(withScale: CGFloat(scale), velocity: CGFloat(velocity))
            return "pinch \(name) \(scale) \(velocity)"
        case 8:
            let (rotation, velocity) = (number(), number())
            target.rotate(CGFloat(rotation), withVelocity: CGFloat(velocity))
            return "rotate \(name) \(rotation) \(velocity)"
        case 9:
            let text = pick(["ann@example.com", "secret", "x", "", "\u{8}\u{8}", "\n", "\u{7F}a\u{1B}", "é漢😀"])
            target.typeText(text)
            return "typeText \(name) \(text.debugDescription)"
        case 10:
            let position = number()
            target.adjust(toNormalizedSliderPosition: CGFloat(position))
            return "adjust \(name) \(position)"
        case 11:
            target.adjust(toPickerWheelValue: "x")
            return "adjust picker \(name)"
        case 12:
            let timeout = number()
            let found =
                chance(50) ? target.waitForExistence(timeout: timeout) : target.waitForNonExistence(timeout: timeout)
            return "wait \(name) \(timeout) \(found)"
        case 13, 14:
            let offset = CGVector(dx: CGFloat(number()), dy: CGFloat(number()))
            let coordinate = target.coordinate(withNormalizedOffset: offset)
            let moved = coordinate.withOffset(CGVector(dx: CGFloat(number()), dy: CGFloat(number())))
            switch Int.random(in: 0..<4, using: &random) {
            case 0: coordinate.tap()
            case 1: moved.doubleTap()
            case 2: coordinate.press(forDuration: number())
            default: coordinate.press(forDuration: number(), thenDragTo: moved)
            }
            return "coordinate \(name) \(offset)"
        case 15:
            let found = target.scrollToElement(other, maxSwipes: Int.random(in: -1...3, using: &random))
            return "scroll \(name) to \(other.summary) \(found)"
        case 16:
            let read = "\(target.exists) \(target.isHittable) \(target.label) \(target.identifier) \(target.frame)"
            return "read \(name) \(read) \(String(describing: target.value)) \(target.isEnabled) \(target.hasFocus)"
        case 17: return "describe \(name) \(target.debugDescription.count)"
        case 18: return "count \(name) \(target.descendants(matching: pick(Self.types)).count)"
        case 19:
            if chance(30) { app.terminate() } else { app.launch() }
            return "state \(app.state)"
        case 20:
            let keys = [XCUIKeyboardKey.delete, .return, .enter, .tab, .space, .escape].map(\.rawValue)
            target.typeText(pick(keys) + pick(keys))
            return "keys \(name)"
        default:
            target.tap()
            return "tap \(name)"
        }
    }

    private var elapsed: TimeInterval = 0

    /// Checks the invariants after a step and appends its trace line.
    private func check(_ step: Int, _ action: String, allowed: [String]) {
        let kinds = failures.map { "\($0.kind)" }.joined(separator: ",")
        trace.append("\(step) \(action) [\(kinds)] t=\(app.simulator.clock.now) log=\(log.lines.count)")
        failureCount += failures.count
        defer { failures.removeAll() }
        func violate(_ problem: String) {
            violations.append(DriverViolation(step: step, action: action, problem: problem))
        }
        if elapsed > app.maximumVirtualDuration + Self.overheadBound { violate("the step took \(elapsed) s") }
        let live = app.uiApplication.input.activeTouchIDs
        if !live.isEmpty { violate("fingers \(live) are left down") }
        for failure in failures {
            if failure.message.isEmpty { violate("a \(failure.kind) failure has no message") }
            if !allowed.contains(where: { !$0.isEmpty && failure.message.contains($0) }) {
                violate("the failure '\(failure.message)' names none of \(allowed)")
            }
        }
    }
}
