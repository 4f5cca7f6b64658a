// Leak tests: objects the library no longer needs are deallocated.
//
// Each scenario builds its objects inside a `do { }` scope (or a helper), keeps only `weak` references outside
// it, and checks them once every strong reference the test itself held has ended. Where a spec rule applies, the
// test name gives its id.

import Foundation
import Testing

@testable import ResponderKit

/// A weak reference that can be stored in arrays.
private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A reference-type counter, captured by closures and targets.
@MainActor
private final class Counter {
    var count = 0
}

/// Holds a handler's handle weakly, so its own closure can disable it.
@MainActor
private final class HandleBox {
    weak var handle: RemovableTarget?
}

/// A control target whose action bumps a shared counter.
@MainActor
private final class Target {
    let counter: Counter
    init(counter: Counter) { self.counter = counter }
    func fire() { counter.count += 1 }
    func handle(_ recognizer: UITapGestureRecognizer) { counter.count += 1 }
}

/// A view that can become first responder and keeps a weak reference to the last press it received.
private final class KeyView: UIView {
    weak var lastPress: UIPress?
    var motions = 0
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { lastPress = presses.first }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions += 1 }
}

/// A table data source and delegate with 50 rows.
@MainActor
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: "row")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

/// The interactions after which a window and its application must be freed.
enum LeakInteraction: String, CaseIterable, Sendable, CustomStringConvertible {
    case tap, drag, keyPress, shake
    var description: String { rawValue }
}

/// An application with one visible key window (320 × 480) whose root view controller's view is `root`, and a
/// simulator. Keep it alive while the scenario runs: the application holds its windows weakly.
@MainActor
private struct Stage {
    let app = UIApplication()
    let window: UIWindow
    let controller = UIViewController()
    let sim: EventSimulator

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        sim = EventSimulator(application: app)
    }

    var root: UIView { controller.view }
}

@MainActor
struct LeakTests {
    // MARK: Views

    @Test("A view removed from its superview is freed")
    func removedViewIsFreed() {
        let stage = Stage()
        weak var weakView: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            weakView = view
            stage.root.addSubview(view)
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
    }

    @Test("A removed 1,000-view subtree (deep and wide) is freed, every view")
    func removedSubtreeIsFreed() {
        let stage = Stage()
        var refs: [Weak] = []
        do {
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            refs.append(Weak(top))
            // 10 chains of 10 levels, each level with 9 leaves beside the next level: 1 + 10 × 10 × 10 = 1,001.
            for _ in 0..<10 {
                var parent = top
                for _ in 0..<10 {
                    let level = UIView(frame: CGRect(x: 1, y: 1, width: 280, height: 280))
                    refs.append(Weak(level))
                    for leaf in 0..<9 {
                        let view = UIView(frame: CGRect(x: leaf * 10, y: 0, width: 8, height: 8))
                        refs.append(Weak(view))
                        level.addSubview(view)
                    }
                    parent.addSubview(level)
                    parent = level
                }
            }
            stage.root.addSubview(top)
            _ = stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil)
            top.removeFromSuperview()
        }
        #expect(refs.count == 1_001)
        #expect(refs.filter { $0.object != nil }.isEmpty)
    }

    @Test("HT: a container with 100 subviews hit-tested through its SubviewIndex is freed with its subviews")
    func subviewIndexHierarchyIsFreed() {
        let stage = Stage()
        var refs: [Weak] = []
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            refs.append(Weak(container))
            for index in 0..<100 {
                let view = UIView(frame: CGRect(x: (index % 10) * 30, y: (index / 10) * 30, width: 25, height: 25))
                refs.append(Weak(view))
                container.addSubview(view)
            }
            stage.root.addSubview(container)
            for index in 0..<20 {
                _ = stage.window.hitTest(CGPoint(x: index * 15 + 3, y: index * 15 + 3), with: nil)
            }
            #expect(container.subviewIndex != nil)
            container.removeFromSuperview()
        }
        #expect(refs.filter { $0.object != nil }.isEmpty)
    }

    // MARK: View controllers

    @Test("A dismissed presented view controller and its view are freed")
    func dismissedControllerIsFreed() {
        let stage = Stage()
        weak var weakPresented: UIViewController?
        weak var weakView: UIView?
        do {
            let presented = UIViewController()
            weakPresented = presented
            stage.controller.present(presented, animated: false)
            #expect(stage.controller.presentedViewController === presented)
            weakView = presented.view
            stage.controller.dismiss(animated: false)
        }
        #expect(weakPresented == nil)
        #expect(weakView == nil)
    }

    @Test("A child controller removed from its parent is freed with its view")
    func removedChildControllerIsFreed() {
        let stage = Stage()
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        do {
            let child = UIViewController()
            weakChild = child
            stage.controller.addChild(child)
            stage.root.addSubview(child.view)
            child.didMove(toParent: stage.controller)
            weakView = child.view
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(stage.controller.children.isEmpty)
        #expect(weakChild == nil)
        #expect(weakView == nil)
    }

    // MARK: Window and application

    @Test("A window and its application are freed after a full interaction", arguments: LeakInteraction.allCases)
    func windowAndApplicationAreFreed(after interaction: LeakInteraction) throws {
        weak var weakApp: UIApplication?
        weak var weakWindow: UIWindow?
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let stage = Stage()
            weakApp = stage.app
            weakWindow = stage.window
            weakController = stage.controller
            let view = KeyView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
            weakView = view
            stage.root.addSubview(view)
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            view.addSubview(button)
            let counter = Counter()
            button.addEventHandler(event: .touchUpInside) { counter.count += 1 }
            view.addGestureRecognizer(UIPanGestureRecognizer())
            #expect(view.becomeFirstResponder())
            switch interaction {
            case .tap:
                try stage.sim.tap(at: CGPoint(x: 50, y: 20), in: button)
                #expect(counter.count == 1)
            case .drag:
                try stage.sim.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 50, y: 100), in: view)
            case .keyPress:
                try stage.sim.press("a")
                #expect(view.lastPress == nil || view.lastPress?.phase == .ended)
            case .shake:
                try stage.sim.shake()
                #expect(view.motions == 1)
            }
        }
        #expect(weakView == nil)
        #expect(weakController == nil)
        #expect(weakWindow == nil)
        #expect(weakApp == nil)
    }

    @Test("A window and its application with a TraceRecorder as tracer are freed once the recorder is removed")
    func tracedApplicationIsFreed() throws {
        weak var weakApp: UIApplication?
        weak var weakWindow: UIWindow?
        weak var weakRecorder: TraceRecorder?
        do {
            let stage = Stage()
            let recorder = TraceRecorder()
            stage.app.tracer = recorder
            weakApp = stage.app
            weakWindow = stage.window
            weakRecorder = recorder
            try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: stage.root)
            #expect(!recorder.entries.isEmpty)
            stage.app.tracer = nil  // the recorder holds the window it saw, and the application held the recorder
        }
        #expect(weakRecorder == nil)
        #expect(weakWindow == nil)
        #expect(weakApp == nil)
    }

    // MARK: Controls

    @Test("CT-10: a target freed while its button lives is skipped: no call, no crash")
    func freedControlTargetIsSkipped() throws {
        let stage = Stage()
        let counter = Counter()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        stage.root.addSubview(button)
        weak var weakTarget: Target?
        do {
            let target = Target(counter: counter)
            weakTarget = target
            button.addTarget(target, action: Target.fire, for: .touchUpInside)
            try stage.sim.tap(at: CGPoint(x: 50, y: 20), in: button)
            #expect(counter.count == 1)
        }
        #expect(weakTarget == nil)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 50, y: 20), in: button)
        button.sendActions(for: .touchUpInside)
        #expect(counter.count == 1)
    }

    @Test("A disabled closure handler, once its handle is dropped, frees the closure and its captures")
    func disabledHandlerIsFreed() throws {
        let stage = Stage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        stage.root.addSubview(button)
        weak var weakCounter: Counter?
        weak var weakHandle: RemovableTarget?
        do {
            let counter = Counter()
            weakCounter = counter
            let handle = button.addEventHandler(event: .touchUpInside) { counter.count += 1 }
            weakHandle = handle
            try stage.sim.tap(at: CGPoint(x: 50, y: 20), in: button)
            #expect(counter.count == 1)
            handle.disable()
        }
        #expect(weakHandle == nil)
        #expect(weakCounter == nil)
        button.sendActions(for: .touchUpInside)
    }

    @Test("A closure handler disabled from inside its closure is freed once the handle is dropped")
    func handlerDisabledFromInsideIsFreed() {
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        weak var weakCounter: Counter?
        weak var weakHandle: RemovableTarget?
        do {
            let counter = Counter()
            weakCounter = counter
            let box = HandleBox()
            let handle = button.addEventHandler(event: .touchUpInside) {
                counter.count += 1
                box.handle?.disable()
            }
            box.handle = handle
            weakHandle = handle
            button.sendActions(for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(counter.count == 1)
            #expect(!handle.isEnabled)
        }
        #expect(weakHandle == nil)
        #expect(weakCounter == nil)
    }

    @Test("An enabled closure handler is kept alive by its control without the handle, and freed with it")
    func enabledHandlerLivesWithControl() {
        weak var weakCounter: Counter?
        weak var weakHandle: RemovableTarget?
        weak var weakButton: UIButton?
        do {
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
            weakButton = button
            do {
                let counter = Counter()
                weakCounter = counter
                weakHandle = button.addEventHandler(event: .touchUpInside) { counter.count += 1 }
            }
            #expect(weakHandle != nil)
            #expect(weakCounter != nil)
            button.sendActions(for: .touchUpInside)
            #expect(weakCounter?.count == 1)
            #expect(weakHandle?.isEnabled == true)
        }
        #expect(weakButton == nil)
        #expect(weakHandle == nil)
        #expect(weakCounter == nil)
    }

    @Test("A UIAction removed with removeAction is freed with its captures")
    func removedActionIsFreed() throws {
        let stage = Stage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        stage.root.addSubview(button)
        weak var weakAction: UIAction?
        weak var weakCounter: Counter?
        do {
            let counter = Counter()
            weakCounter = counter
            let action = UIAction(title: "Count") { _ in counter.count += 1 }
            weakAction = action
            button.addAction(action, for: [.touchUpInside, .touchDown])
            try stage.sim.tap(at: CGPoint(x: 50, y: 20), in: button)
            #expect(counter.count == 2)
            button.removeAction(action, for: [.touchUpInside, .touchDown])
        }
        #expect(button.allControlEvents.isEmpty)
        #expect(weakAction == nil)
        #expect(weakCounter == nil)
    }

    // MARK: Gesture recognizers

    @Test("GR: a recognizer removed from its view is freed, and so is its target")
    func removedRecognizerIsFreed() throws {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        stage.root.addSubview(view)
        let counter = Counter()
        weak var weakRecognizer: UITapGestureRecognizer?
        weak var weakTarget: Target?
        do {
            let target = Target(counter: counter)
            weakTarget = target
            let tap = UITapGestureRecognizer()
            weakRecognizer = tap
            tap.addTarget(target, action: Target.handle)
            view.addGestureRecognizer(tap)
            try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
            stage.sim.advance(by: 1)
            #expect(counter.count == 1)
            view.removeGestureRecognizer(tap)
            tap.removeTarget(nil, action: nil)
        }
        #expect(view.gestureRecognizers == nil)
        #expect(weakTarget == nil)
        #expect(weakRecognizer == nil)
    }

    @Test("GR: a recognizer removed while it tracks a touch is freed once the touch ends")
    func recognizerRemovedMidGestureIsFreed() throws {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        stage.root.addSubview(view)
        weak var weakRecognizer: UIPanGestureRecognizer?
        do {
            let pan = UIPanGestureRecognizer { _ in }
            weakRecognizer = pan
            view.addGestureRecognizer(pan)
            let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
            stage.sim.advance(by: 0.02)
            try stage.sim.touchMove(touch, to: CGPoint(x: 120, y: 50), in: view)
            view.removeGestureRecognizer(pan)
            try stage.sim.touchUp(touch)
        }
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 5, y: 5), in: stage.root)
        #expect(weakRecognizer == nil)
    }

    // MARK: Touches and presses

    @Test("TD-4, TD-6: an ended touch is freed after touchUp")
    func endedTouchIsFreedAfterTouchUp() throws {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        stage.root.addSubview(view)
        weak var weakTouch: UITouch?
        do {
            let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
            weakTouch = touch
            try stage.sim.touchUp(touch)
        }
        #expect(weakTouch == nil)
    }

    @Test("TD-4, TD-6: an ended touch (tap, with a tap recognizer) is freed after the application's next event")
    func endedTouchIsFreedAfterNextEvent() throws {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        view.addGestureRecognizer(UITapGestureRecognizer { _ in })
        stage.root.addSubview(view)
        weak var weakTouch: UITouch?
        do {
            weakTouch = try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: view)
        }
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 150, y: 150), in: view)
        #expect(weakTouch == nil)
    }

    @Test("TD-12: a cancelled touch is freed")
    func cancelledTouchIsFreed() throws {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        stage.root.addSubview(view)
        weak var weakTouch: UITouch?
        do {
            let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
            weakTouch = touch
            try stage.sim.touchCancel(touch)
        }
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 150, y: 150), in: view)
        #expect(weakTouch == nil)
    }

    @Test("FR-9: an ended press keeps nothing alive, and is freed with its application")
    func pressIsFreedWithItsApplication() throws {
        weak var weakPress: UIPress?
        weak var weakView: KeyView?
        weak var weakApp: UIApplication?
        do {
            let stage = Stage()
            let view = KeyView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
            stage.root.addSubview(view)
            #expect(view.becomeFirstResponder())
            try stage.sim.press("a")
            weakPress = view.lastPress
            weakView = view
            weakApp = stage.app
            // The application keeps the ended press for reuse, but the press keeps no responder alive.
            view.removeFromSuperview()
        }
        #expect(weakPress == nil)
        #expect(weakView == nil)
        #expect(weakApp == nil)
    }

    @Test("TD-4: an ended touch that nothing references keeps no view alive, and is freed with its application")
    func pooledTouchKeepsNothingAlive() throws {
        weak var weakTouch: UITouch?
        weak var weakView: UIView?
        weak var weakApp: UIApplication?
        do {
            let stage = Stage()
            do {
                let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
                view.addGestureRecognizer(UITapGestureRecognizer { _ in })
                stage.root.addSubview(view)
                // Raw samples, so no caller holds the touch while it retires and the pool may keep it.
                let point = view.convert(CGPoint(x: 50, y: 50), to: nil)
                try stage.app.input.send(TouchSample(id: 1, phase: .began, location: point, window: stage.window))
                weakTouch = stage.app.input.touch(forID: 1)
                try stage.app.input.send(TouchSample(id: 1, phase: .ended, location: point, window: stage.window))
                weakView = view
                view.removeFromSuperview()
            }
            // Kept for reuse by the application, with its view, window and recognizers dropped.
            #expect(weakTouch != nil)
            #expect(weakView == nil)
            #expect(weakTouch?.view == nil)
            #expect(weakTouch?.window == nil)
            #expect(weakTouch?.gestureRecognizers == nil)
            weakApp = stage.app
        }
        #expect(weakTouch == nil)
        #expect(weakApp == nil)
    }

    @Test("TD-6: a view removed while a touch is down is freed once the touch ends")
    func viewRemovedDuringTouchIsFreed() throws {
        let stage = Stage()
        weak var weakView: UIView?
        do {
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
            weakView = view
            stage.root.addSubview(view)
            let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
            view.removeFromSuperview()
            try stage.sim.touchUp(touch)
        }
        #expect(weakView == nil)
    }

    // MARK: Scroll, table and collection views

    @Test("SV: a scroll view is freed after a drag with deceleration and a wheel scroll")
    func scrollViewIsFreedAfterUse() throws {
        let stage = Stage()
        weak var weakScroll: UIScrollView?
        weak var weakContent: UIView?
        do {
            let scroll = UIScrollView(frame: stage.root.bounds)
            weakScroll = scroll
            scroll.contentSize = CGSize(width: 320, height: 2_000)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
            weakContent = content
            scroll.addSubview(content)
            stage.root.addSubview(scroll)
            try stage.sim.drag(
                from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), in: scroll, steps: 5, duration: 0.05)
            stage.sim.advance(by: 0.1)
            try stage.sim.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100), in: scroll)
            scroll.removeFromSuperview()
        }
        stage.sim.advance(by: 5)
        #expect(weakContent == nil)
        #expect(weakScroll == nil)
    }

    @Test("SV: a scroll view removed while decelerating is freed")
    func scrollViewRemovedWhileDeceleratingIsFreed() throws {
        let stage = Stage()
        weak var weakScroll: UIScrollView?
        do {
            let scroll = UIScrollView(frame: stage.root.bounds)
            weakScroll = scroll
            scroll.contentSize = CGSize(width: 320, height: 5_000)
            stage.root.addSubview(scroll)
            try stage.sim.drag(
                from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), in: scroll, steps: 3, duration: 0.03)
            scroll.removeFromSuperview()
        }
        #expect(weakScroll == nil)
        stage.sim.advance(by: 5)
    }

    @Test("SV: a table view and its cells are freed after selecting and scrolling")
    func tableViewIsFreedAfterUse() throws {
        let stage = Stage()
        let rows = Rows()
        weak var weakTable: UITableView?
        var cells: [Weak] = []
        do {
            let table = UITableView(frame: stage.root.bounds)
            weakTable = table
            table.dataSource = rows
            table.delegate = rows
            stage.root.addSubview(table)
            stage.sim.advance(by: 1)
            try stage.sim.tap(at: CGPoint(x: 100, y: 20), in: table)
            stage.sim.advance(by: 1)
            try stage.sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), in: table)
            stage.sim.advance(by: 3)
            cells = table.visibleCells.map(Weak.init)
            table.removeFromSuperview()
        }
        #expect(rows.selected == [0])
        #expect(!cells.isEmpty)
        #expect(cells.filter { $0.object != nil }.isEmpty)
        #expect(weakTable == nil)
    }

    @Test("SV: a collection view and its cells are freed after selecting and scrolling")
    func collectionViewIsFreedAfterUse() throws {
        let stage = Stage()
        let items = SixtyItems()
        weak var weakCollection: UICollectionView?
        var cells: [Weak] = []
        do {
            let collection = UICollectionView(
                frame: stage.root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            weakCollection = collection
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = items
            collection.delegate = items
            stage.root.addSubview(collection)
            let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
            stage.sim.advance(by: 1)
            try stage.sim.tap(at: CGPoint(x: first.frame.midX, y: first.frame.midY), in: collection)
            stage.sim.advance(by: 1)
            try stage.sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), in: collection)
            stage.sim.advance(by: 3)
            cells = collection.visibleCells.map(Weak.init)
            collection.removeFromSuperview()
        }
        #expect(items.selected == [0])
        #expect(!cells.isEmpty)
        #expect(cells.filter { $0.object != nil }.isEmpty)
        #expect(weakCollection == nil)
    }

    // MARK: Text input

    @Test("FR-8, MN-5: a text field is freed after editing; the keyboard model and the edit menu do not keep it")
    func textFieldIsFreedAfterEditing() throws {
        let stage = Stage()
        weak var weakField: UITextField?
        do {
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            weakField = field
            stage.root.addSubview(field)
            try stage.sim.tap(at: CGPoint(x: 100, y: 15), in: field)
            #expect(field.isFirstResponder)
            #expect(stage.app.keyboard.owner === field)
            try stage.sim.type("hello")
            stage.app.menuController.showMenu(from: field, rect: field.bounds)
            #expect(stage.app.menuController.performAction(.selectAll))
            stage.app.menuController.showMenu(from: field, rect: field.bounds)
            #expect(field.resignFirstResponder())
            stage.app.menuController.hideMenu()
            field.removeFromSuperview()
        }
        #expect(weakField == nil)
    }

    @Test("FR-8, MN-5: a text field removed while editing, with its menu shown, is freed")
    func textFieldRemovedWhileEditingIsFreed() throws {
        let stage = Stage()
        weak var weakField: UITextField?
        do {
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            weakField = field
            stage.root.addSubview(field)
            try stage.sim.tap(at: CGPoint(x: 100, y: 15), in: field)
            try stage.sim.type("hello")
            stage.app.menuController.showMenu(from: field, rect: field.bounds)
            field.removeFromSuperview()
        }
        #expect(weakField == nil)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 100, y: 300), in: stage.root)
        try stage.sim.type("x")
    }
}
