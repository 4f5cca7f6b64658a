// Generates random driver scripts from a seed: a random scene (windows, nested views, controls, a scroll view,
// view controllers, recognizers, armed hostile handlers), then a random mix of input and world changes.
//
// Invariants:
// - Reproducible: the same seed and length give the same script on every platform (`DriverRandom`).
// - A script has exactly the requested number of steps (at least the scene's), and every id it uses was created
//   by one of its earlier steps.
// - Fingers go down before they move and lift, mostly; a few steps deliberately name fingers that are not down
//   (raw samples), which the input layer must refuse.
// - Host faults (a window closed or out of its scene, the application resigning active, a touched view or a
//   recognizer's view removed) leave the fingers they cancel down for the script: it goes on moving and lifting
//   them, so their samples arrive after the library cancelled their touches, and raw fingers begin again with
//   the same identifier.
import Foundation

/// Makes random ``DriverScript``s.
package struct RandomDriver {
    /// The seed of the scripts this driver makes.
    package let seed: UInt64
    private var random: DriverRandom
    private var nextID = 1
    private var windows: [(id: Int, frame: CGRect)] = []
    /// Every view: its id, kind, window id and frame in window coordinates.
    private var views: [(id: Int, kind: DriverStep.ViewKind, window: Int, frame: CGRect)] = []
    private var controllers: [Int] = []
    private var recognizers: [Int] = []
    private var down: [Int: Int] = [:]
    private var rawDown: Set<Int> = []
    private var steps: [DriverStep] = []

    /// Creates a driver for `seed`.
    package init(seed: UInt64) {
        self.seed = seed
        random = DriverRandom(seed: seed)
    }

    /// Makes a script of `count` steps (the scene's steps count too).
    package static func script(seed: UInt64, steps count: Int) -> DriverScript {
        var driver = RandomDriver(seed: seed)
        return driver.makeScript(steps: count)
    }

    private mutating func makeScript(steps count: Int) -> DriverScript {
        buildScene()
        while steps.count < count { addInputStep() }
        return DriverScript(steps: Array(steps.prefix(max(count, sceneSize))), note: "seed \(seed)")
    }

    private var sceneSize = 0

    private mutating func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    // MARK: Scene

    private mutating func buildScene() {
        let frames = [
            CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 40, y: 120, width: 240, height: 260),
            CGRect(x: 0, y: 400, width: 320, height: 80),
        ]
        for frame in frames.prefix(random.int(in: 2...3)) {
            let id = newID()
            windows.append((id, frame))
            steps.append(.window(id: id, frame: frame))
        }
        for _ in 0..<random.int(in: 8...16) { addView() }
        for _ in 0..<random.int(in: 0...2) { addController() }
        let targets = windows.map(\.id) + views.map(\.id)
        for _ in 0..<random.int(in: 3...7) {
            let kind = random.pick(DriverStep.RecognizerKind.allCases)
            let id = newID()
            recognizers.append(id)
            steps.append(.recognizer(id: id, view: random.pick(targets), kind: kind))
        }
        for _ in 0..<random.int(in: 2...6) { addHostile() }
        for _ in 0..<random.int(in: 1...3) { addHandler() }
        sceneSize = steps.count
    }

    private mutating func addView() {
        let kinds: [DriverStep.ViewKind] = [.plain, .plain, .plain, .button, .button, .toggle, .field, .scroll, .table]
        let kind = random.pick(kinds)
        let parents =
            windows.map { (id: $0.id, kind: DriverStep.ViewKind.plain, window: $0.id, frame: $0.frame) }
            .map { ($0.id, $0.kind, $0.window, CGRect(origin: .zero, size: $0.frame.size)) }
            + views.filter { $0.kind == .plain || $0.kind == .scroll }.map { ($0.id, $0.kind, $0.window, $0.frame) }
        let (parentID, _, window, parentFrame) = random.pick(parents)
        let width = Double(random.int(in: 30...max(30, Int(parentFrame.width))))
        let height = Double(random.int(in: 24...max(24, Int(parentFrame.height))))
        let x = Double(random.int(in: -10...max(0, Int(parentFrame.width - width))))
        let y = Double(random.int(in: -10...max(0, Int(parentFrame.height - height))))
        let frame = CGRect(x: x, y: y, width: width, height: height)
        let id = newID()
        steps.append(.view(id: id, parent: parentID, kind: kind, frame: frame))
        views.append((id, kind, window, frame.offsetBy(dx: parentFrame.minX, dy: parentFrame.minY)))
    }

    private mutating func addController() {
        let parents =
            windows.map { ($0.id, $0.id, CGRect(origin: .zero, size: $0.frame.size)) }
            + views.filter { $0.kind == .plain }.map { ($0.id, $0.window, $0.frame) }
        let (parentID, window, frame) = random.pick(parents)
        let id = newID()
        controllers.append(id)
        steps.append(.controller(id: id, parent: parentID))
        views.append((id, .plain, window, frame))
    }

    private mutating func randomAction() -> DriverAction {
        let kind = random.pick(DriverAction.Kind.allCases)
        let argument: Int
        switch kind {
        case .moveToWindow: argument = random.pick(windows).id
        case .removeTargets, .disableHandler, .addHandler, .disableControl:
            argument = random.pick(controls.isEmpty ? views.map(\.id) : controls)
        case .focus: argument = random.pick(fields.isEmpty ? views.map(\.id) : fields)
        case .releaseController: argument = controllers.isEmpty ? 0 : random.pick(controllers)
        case .zoom: argument = random.int(in: 0...4)
        case .refresh, .contextMenu: argument = random.int(in: 0...1)
        default: argument = 0
        }
        return DriverAction(kind, argument: argument)
    }

    private var controls: [Int] {
        views.filter { $0.kind == .button || $0.kind == .toggle || $0.kind == .field }.map(\.id)
    }

    private var fields: [Int] { views.filter { $0.kind == .field }.map(\.id) }

    private mutating func addHostile() {
        let view = random.pick(views).id
        steps.append(.hostile(view: view, phase: random.pick(DriverStep.Phase.allCases), action: randomAction()))
    }

    private mutating func addHandler() {
        guard !controls.isEmpty else { return }
        let control = random.pick(controls)
        steps.append(
            .handler(control: control, events: random.pick(DriverStep.ControlEvents.allCases), action: randomAction()))
    }

    // MARK: Input

    /// A point in window `window`: usually inside one of its views, sometimes anywhere.
    private mutating func point(in window: Int) -> CGPoint {
        let inWindow = views.filter { $0.window == window }
        let frame: CGRect
        if !inWindow.isEmpty && random.chance(0.85) {
            frame = random.pick(inWindow).frame
        } else {
            let size = windows.first { $0.id == window }?.frame.size ?? CGSize(width: 100, height: 100)
            frame = CGRect(origin: .zero, size: size)
        }
        let x = random.int(in: Int(frame.minX)...Int(max(frame.minX, frame.maxX - 1)))
        let y = random.int(in: Int(frame.minY)...Int(max(frame.minY, frame.maxY - 1)))
        return CGPoint(x: x, y: y)
    }

    private mutating func nudge(_ p: CGPoint, by distance: Int) -> CGPoint {
        CGPoint(
            x: p.x + CGFloat(random.int(in: -distance...distance)),
            y: p.y + CGFloat(random.int(in: -distance...distance)))
    }

    private mutating func addInputStep() {
        let roll = random.int(in: 0...99)
        let freeFingers = (0..<5).filter { down[$0] == nil }
        switch roll {
        case 0..<14 where !down.isEmpty:
            let fingers = Array(down.keys.sorted().prefix(random.int(in: 1...down.count)))
            var points: [CGPoint] = []
            for _ in fingers { points.append(point(in: down[fingers[0]] ?? 1)) }
            steps.append(.move(fingers: fingers, points: points))
        case 14..<22 where !down.isEmpty:
            let fingers = Array(down.keys.sorted().shuffled(using: &random).prefix(random.int(in: 1...down.count)))
            if random.chance(0.2) {
                steps.append(.cancel(fingers: fingers))
            } else {
                steps.append(.up(fingers: fingers))
            }
            for finger in fingers { down[finger] = nil }
        case 0..<30 where freeFingers.count >= 2:
            let window = random.pick(windows).id
            let count = random.chance(0.75) ? 1 : 2
            let fingers = Array(freeFingers.prefix(count))
            let first = point(in: window)
            let points = fingers.indices.map { CGPoint(x: first.x + CGFloat($0 * 30), y: first.y + CGFloat($0 * 10)) }
            steps.append(.down(window: window, fingers: fingers, points: points))
            for finger in fingers { down[finger] = window }
        case 30..<42:
            let window = random.pick(windows).id
            let taps = random.chance(0.3) ? 2 : 1
            steps.append(
                .tap(window: window, point: point(in: window), taps: taps, fingers: random.chance(0.15) ? 2 : 1))
        case 42..<50:
            let window = random.pick(windows).id
            let from = point(in: window)
            let to = random.chance(0.5) ? nudge(from, by: 120) : point(in: window)
            let duration = Double(random.int(in: 1...8)) / 10
            steps.append(.drag(window: window, from: from, to: to, moves: random.int(in: 1...8), duration: duration))
        case 50..<54:
            addPinch()
        case 54..<60:
            steps.append(.wait(seconds: Double(random.int(in: 1...9)) / 10))
        case 60..<66:
            addKeyStep()
        case 66..<68:
            steps.append(random.chance(0.7) ? .shake : .accelerometer(x: 2.5, y: 0, z: -1))
        case 68..<74:
            addRaw()
        case 74..<77:
            steps.append(.mutate(view: random.pick(views).id, action: randomAction()))
        case 77..<80:
            addFault()
        case 80..<87:
            steps.append(.restore(view: random.pick(views + windows.map { ($0.id, .plain, $0.id, $0.frame) }).id))
        case 87..<94:
            addHostile()
        case 94..<97:
            addHandler()
        default:
            steps.append(.wait(seconds: 0.4))
        }
    }

    private mutating func addPinch() {
        guard down[3] == nil, down[4] == nil else { return }
        let window = random.pick(windows).id
        let center = point(in: window)
        var spread: CGFloat = 20
        steps.append(
            .down(
                window: window, fingers: [3, 4],
                points: [center.applyingOffset(-spread), center.applyingOffset(spread)])
        )
        for _ in 0..<random.int(in: 1...4) {
            spread += CGFloat(random.int(in: -10...30))
            steps.append(
                .move(fingers: [3, 4], points: [center.applyingOffset(-spread), center.applyingOffset(spread)]))
        }
        if random.chance(0.85) {
            steps.append(.up(fingers: [3, 4]))
        } else {
            down[3] = window
            down[4] = window
        }
    }

    /// A host fault, aimed mostly at what a finger that is down needs.
    private mutating func addFault() {
        let fault = random.pick(DriverStep.HostFault.allCases)
        let subject: Int
        switch fault {
        case .closeWindow, .leaveScene:
            let touched = Array(Set(down.values)).sorted()
            subject = !touched.isEmpty && random.chance(0.7) ? random.pick(touched) : random.pick(windows).id
        case .removeTouchedView:
            subject = down.isEmpty ? random.int(in: 0...4) : random.pick(down.keys.sorted())
        case .removeRecognizerView:
            subject = recognizers.isEmpty ? 0 : random.pick(recognizers)
        case .resignActive, .becomeActive:
            subject = 0
        }
        steps.append(.fault(fault, subject: subject))
    }

    private mutating func addKeyStep() {
        let keys = ["tab", "return", "escape", "delete", "space", "left", "a", "1", "select"]
        switch random.int(in: 0...3) {
        case 0: steps.append(.type(text: random.pick(["a", "hi", "x1 ", "é"])))
        case 1: steps.append(.press(key: random.pick(keys)))
        case 2: steps.append(.keyDown(key: random.pick(keys)))
        default: steps.append(.keyUp(key: random.pick(keys)))
        }
    }

    private mutating func addRaw() {
        let window = random.pick(windows).id
        let finger = random.int(in: 0...2)
        let phase: DriverStep.Phase
        if rawDown.contains(finger) {
            phase = random.pick([.moved, .moved, .ended, .cancelled, .began])
        } else {
            phase = random.chance(0.85) ? .began : random.pick([.moved, .ended])
        }
        steps.append(.raw(finger: finger, phase: phase, window: window, point: point(in: window)))
        if phase == .began { rawDown.insert(finger) }
        if phase == .ended || phase == .cancelled { rawDown.remove(finger) }
    }
}

extension CGPoint {
    /// The point moved by `offset` along both axes (for two-finger spreads).
    fileprivate func applyingOffset(_ offset: CGFloat) -> CGPoint {
        CGPoint(x: x + offset, y: y + offset * 0.5)
    }
}
