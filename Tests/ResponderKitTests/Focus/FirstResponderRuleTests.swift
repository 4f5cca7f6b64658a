// The first responder (spec FR-1 … FR-8), text field editing events (CT-9) and the related surprises (SP-11,
// SP-15): who may become first responder, how status is handed over and given up, and what a text field reports
// to its delegate, its targets and the keyboard observers while it does.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("First responder (FR-1 … FR-8, CT-9, SP-11, SP-15)")
struct FirstResponderRuleTests {
    private typealias Fixtures = FocusFixtures

    private let fieldFrame = CGRect(x: 10, y: 10, width: 200, height: 30)
    private let otherFieldFrame = CGRect(x: 10, y: 60, width: 200, height: 30)

    /// A focusable recording view in the root view.
    private func focusableView(_ name: String, on stage: Fixtures.Stage, y: CGFloat = 120) -> Fixtures.View {
        let view = Fixtures.View(name, log: stage.log, frame: CGRect(x: 10, y: y, width: 100, height: 40))
        view.focusable = true
        stage.root.addSubview(view)
        return view
    }

    // MARK: FR-1

    @Test("FR-1: canBecomeFirstResponder is false by default and true for text fields and text views")
    func canBecomeDefaults() {
        let stage = Fixtures.Stage()
        #expect(!UIResponder().canBecomeFirstResponder)
        #expect(!UIView(frame: .zero).canBecomeFirstResponder)
        #expect(!UIViewController().canBecomeFirstResponder)
        #expect(!UILabel(frame: .zero).canBecomeFirstResponder)
        #expect(!UIButton(frame: .zero).canBecomeFirstResponder)
        #expect(!stage.window.canBecomeFirstResponder)
        #expect(!stage.app.canBecomeFirstResponder)
        #expect(UITextField(frame: .zero).canBecomeFirstResponder)
        #expect(UITextView(frame: .zero).canBecomeFirstResponder)
    }

    @Test("FR-1: canResignFirstResponder is true by default")
    func canResignDefaults() {
        #expect(UIResponder().canResignFirstResponder)
        #expect(UIView(frame: .zero).canResignFirstResponder)
        #expect(UIViewController().canResignFirstResponder)
        #expect(UITextField(frame: .zero).canResignFirstResponder)
        #expect(UITextView(frame: .zero).canResignFirstResponder)
    }

    @Test("FR-1: a plain view in a window refuses to become first responder; an opted-in subclass succeeds")
    func onlyOptedInViewsBecomeFirstResponder() {
        let stage = Fixtures.Stage()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.root.addSubview(plain)
        let custom = focusableView("custom", on: stage)

        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)
        #expect(!stage.controller.becomeFirstResponder())
        #expect(stage.firstResponder == nil)
        #expect(custom.becomeFirstResponder())
        #expect(custom.isFirstResponder)
        #expect(stage.firstResponder === custom)
    }

    // MARK: FR-2

    @Test("FR-2: when the current first responder refuses to resign, becomeFirstResponder returns false")
    func refusingResignBlocksTheNewResponder() {
        let stage = Fixtures.Stage()
        let current = focusableView("current", on: stage, y: 120)
        let candidate = focusableView("candidate", on: stage, y: 180)
        #expect(current.becomeFirstResponder())
        current.resigns = false

        #expect(!candidate.becomeFirstResponder())
        #expect(current.isFirstResponder)
        #expect(!candidate.isFirstResponder)
    }

    @Test("FR-2: the old responder is asked to resign before canBecomeFirstResponder, and stays resigned")
    func oldResponderResignsBeforeTheCheck() {
        let stage = Fixtures.Stage()
        let current = focusableView("current", on: stage, y: 120)
        let candidate = focusableView("candidate", on: stage, y: 180)
        candidate.focusable = false
        #expect(current.becomeFirstResponder())
        current.logsFocusQueries = true
        candidate.logsFocusQueries = true

        #expect(!candidate.becomeFirstResponder())
        #expect(stage.log.order("current.resignFirstResponder -> true", before: "candidate.canBecomeFirstResponder"))
        #expect(!current.isFirstResponder)
        #expect(!candidate.isFirstResponder)
        #expect(stage.firstResponder == nil)
    }

    @Test("FR-2: a text field that loses focus to a view that cannot become first responder stays resigned")
    func textFieldStaysResignedAfterAFailedHandOver() {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let candidate = focusableView("candidate", on: stage)
        candidate.focusable = false
        #expect(field.becomeFirstResponder())
        #expect(stage.app.keyboard.isVisible)

        #expect(!candidate.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(!stage.app.keyboard.isVisible)
    }

    // MARK: FR-3

    @Test("FR-3: a window has one first responder: a new one replaces the old, and the change is traced")
    func oneFirstResponderPerWindow() {
        let stage = Fixtures.Stage()
        let first = stage.addField("first", frame: fieldFrame)
        let second = stage.addField("second", frame: otherFieldFrame)

        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        #expect(!first.isEditing)
        let changes = stage.firstResponderChanges
        #expect(changes.first?.0 == nil && changes.first?.1 === first)
        #expect(changes.contains { $0.0 === first })
        #expect(changes.last?.1 === second)
    }

    @Test("FR-3: each window keeps its own first responder")
    func firstResponderIsPerWindow() {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: stage.app)
        otherWindow.isHidden = false
        let otherView = Fixtures.View("other", log: stage.log)
        otherView.focusable = true
        otherWindow.addSubview(otherView)

        #expect(field.becomeFirstResponder())
        #expect(otherView.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(otherView.isFirstResponder)
        #expect(stage.window.currentFirstResponder === field)
        #expect(otherWindow.currentFirstResponder === otherView)
    }

    @Test("FR-3: a view that is not in a window cannot become first responder")
    func detachedViewsCannotBecomeFirstResponder() {
        let stage = Fixtures.Stage()
        let detached = Fixtures.View("detached", log: stage.log)
        detached.focusable = true
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let detachedField = UITextField(frame: fieldFrame)
        container.addSubview(detachedField)

        #expect(!detached.becomeFirstResponder())
        #expect(!detached.isFirstResponder)
        #expect(!detachedField.becomeFirstResponder())
        #expect(!detachedField.isFirstResponder)
        #expect(!detachedField.isEditing)
        #expect(!stage.app.keyboard.isVisible)
        #expect(stage.firstResponderChanges.isEmpty)
    }

    // MARK: FR-4

    @Test("FR-4: resignFirstResponder returns true and gives up the status by default")
    func resignGivesUpStatus() {
        let stage = Fixtures.Stage()
        let view = focusableView("view", on: stage)
        #expect(view.becomeFirstResponder())

        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(stage.firstResponder == nil)
        #expect(stage.firstResponderChanges.last?.0 === view)
        #expect(stage.firstResponderChanges.last?.1 == nil)
    }

    @Test("FR-4: a responder whose canResignFirstResponder is false refuses to resign")
    func subclassMayRefuseToResign() {
        let stage = Fixtures.Stage()
        let view = focusableView("view", on: stage)
        view.resigns = false
        #expect(view.becomeFirstResponder())

        #expect(!view.resignFirstResponder())
        #expect(view.isFirstResponder)
    }

    @Test("FR-4: a text field asks textFieldShouldEndEditing before resigning")
    func textFieldAsksItsDelegateToResign() {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        delegate.allowsEnd = false

        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(stage.app.keyboard.isVisible)
        #expect(stage.log.entries(startingWith: "field.shouldEnd").count == 1)
        #expect(!stage.log.entries.contains("field.didEnd"))

        delegate.allowsEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(stage.log.entries.contains("field.didEnd"))
    }

    // MARK: FR-5

    @Test("FR-5: removing the first responder from its window resigns it")
    func removalResigns() {
        let stage = Fixtures.Stage()
        let view = focusableView("view", on: stage)
        view.resigns = false
        #expect(view.becomeFirstResponder())

        view.removeFromSuperview()
        #expect(!view.isFirstResponder)
        #expect(stage.firstResponder == nil)
        #expect(stage.firstResponderChanges.last?.0 === view)
        #expect(stage.firstResponderChanges.last?.1 == nil)
    }

    @Test("FR-5: removing the container of an editing text field ends its editing and hides the keyboard")
    func removingAnAncestorEndsEditing() {
        let stage = Fixtures.Stage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        stage.root.addSubview(container)
        let field = UITextField(frame: fieldFrame)
        field.accessibilityIdentifier = "field"
        container.addSubview(field)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        delegate.allowsEnd = false
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        let notes = stage.observeNotifications()
        defer { notes.stop() }

        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(stage.firstResponder == nil)
        #expect(!stage.log.entries.contains("field.shouldEnd"))
        #expect(stage.log.entries.contains("field.didEnd"))
        #expect(!stage.app.keyboard.isVisible)
        #expect(stage.log.entries.contains("note KeyboardWillHide"))
        #expect(stage.log.entries.contains("note KeyboardDidHide"))
        #expect(stage.log.entries.contains("note TextFieldTextDidEndEditing"))
    }

    @Test("FR-5: removing an editing text view from its window ends its editing and hides the keyboard")
    func removingATextViewEndsEditing() throws {
        let stage = Fixtures.Stage()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        stage.root.addSubview(textView)
        try stage.tap(textView)
        #expect(textView.isEditing)
        let notes = stage.observeNotifications()
        defer { notes.stop() }

        textView.removeFromSuperview()
        #expect(!textView.isFirstResponder)
        #expect(!textView.isEditing)
        #expect(!stage.app.keyboard.isVisible)
        #expect(stage.log.entries.contains("note KeyboardDidHide"))
        #expect(stage.log.entries.contains("note TextViewTextDidEndEditing"))
    }

    // MARK: FR-6

    @Test("FR-6: endEditing(false) asks the first responder in the subtree, which may refuse")
    func endEditingAsks() {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        delegate.allowsEnd = false
        field.delegate = delegate
        #expect(field.becomeFirstResponder())

        #expect(!stage.root.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(stage.log.entries.contains("field.shouldEnd"))

        delegate.allowsEnd = true
        #expect(stage.root.endEditing(false))
        #expect(!field.isFirstResponder)
        #expect(!stage.app.keyboard.isVisible)
    }

    @Test("FR-6: endEditing(true) resigns the first responder without asking")
    func endEditingForces() {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        delegate.allowsEnd = false
        field.delegate = delegate
        #expect(field.becomeFirstResponder())

        #expect(stage.root.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(!stage.log.entries.contains("field.shouldEnd"))
        #expect(stage.log.entries.contains("field.didEnd"))
        #expect(!stage.app.keyboard.isVisible)
    }

    @Test("FR-6: endEditing leaves a first responder outside the receiver's subtree alone")
    func endEditingOnlyInTheSubtree() {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let sibling = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        stage.root.addSubview(sibling)
        sibling.addSubview(UITextField(frame: fieldFrame))
        #expect(field.becomeFirstResponder())

        _ = sibling.endEditing(true)
        #expect(field.isFirstResponder)
        #expect(stage.app.keyboard.isVisible)
        #expect(stage.window.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    // MARK: FR-7

    @Test("FR-7: tapping a text field makes it first responder on touch-up, not on touch-down")
    func focusOnTouchUp() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 20, y: 15), in: field)
        #expect(!field.isFirstResponder)
        #expect(!stage.app.keyboard.isVisible)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchUp(touch)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(stage.app.keyboard.isVisible)
    }

    @Test("FR-7: tapping a text view also makes it first responder on touch-up")
    func textViewFocusOnTouchUp() throws {
        let stage = Fixtures.Stage()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        stage.root.addSubview(textView)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: textView)
        #expect(!textView.isFirstResponder)
        stage.sim.advance(by: 0.1)
        try stage.sim.touchUp(touch)
        #expect(textView.isFirstResponder)
        #expect(textView.isEditing)
        #expect(stage.app.keyboard.isVisible)
    }

    @Test("FR-7: tapping elsewhere (the background, a plain view, a button) does not resign the text field")
    func tappingElsewhereKeepsFocus() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let plain = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 50))
        stage.root.addSubview(plain)
        let button = UIButton(frame: CGRect(x: 10, y: 300, width: 100, height: 44))
        stage.root.addSubview(button)
        try stage.tap(field)
        #expect(field.isFirstResponder)

        try stage.sim.tap(at: CGPoint(x: 250, y: 420), in: stage.root)
        try stage.tap(plain)
        try stage.tap(button)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
    }

    // MARK: FR-8

    @Test("FR-8: begin editing: shouldBegin, first responder, keyboard will/did show, didBegin, notification")
    func beginEditingOrder() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        field.delegate = delegate
        let log = stage.log
        let token = stage.app.notificationCenter.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { _ in
            let focused = MainActor.assumeIsolated { field.isFirstResponder }
            log.append("first responder at will-show: \(focused)")
        }
        defer { stage.app.notificationCenter.removeObserver(token) }
        let notes = stage.observeNotifications()
        defer { notes.stop() }

        try stage.tap(field)
        #expect(
            stage.log.entries == [
                "field.shouldBegin", "first responder at will-show: true", "note KeyboardWillShow",
                "note KeyboardDidShow", "field.didBegin", "note TextFieldTextDidBeginEditing",
            ])
    }

    @Test("FR-8: end editing: shouldEnd, resign, keyboard will/did hide, then didEnd")
    func endEditingOrder() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        field.delegate = delegate
        try stage.tap(field)
        let log = stage.log
        let token = stage.app.notificationCenter.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { _ in
            let focused = MainActor.assumeIsolated { field.isFirstResponder }
            log.append("first responder at will-hide: \(focused)")
        }
        defer { stage.app.notificationCenter.removeObserver(token) }
        let notes = stage.observeNotifications()
        defer { notes.stop() }
        stage.log.entries.removeAll()

        #expect(field.resignFirstResponder())
        #expect(
            stage.log.entries == [
                "field.shouldEnd", "first responder at will-hide: false", "note KeyboardWillHide",
                "note KeyboardDidHide", "field.didEnd", "note TextFieldTextDidEndEditing",
            ])
    }

    @Test("FR-8: textFieldShouldBeginEditing returning false aborts: no focus, no keyboard, no didBegin")
    func shouldBeginFalseAborts() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        delegate.allowsBegin = false
        field.delegate = delegate
        let notes = stage.observeNotifications()
        defer { notes.stop() }

        try stage.tap(field)
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(!stage.app.keyboard.isVisible)
        #expect(stage.log.entries == ["field.shouldBegin", "field.shouldBegin"])
    }

    @Test("FR-8: moving focus between text fields posts will/did change-frame, never hide then show")
    func movingFocusChangesTheKeyboardFrame() throws {
        let stage = Fixtures.Stage()
        let first = stage.addField("first", frame: fieldFrame)
        let second = stage.addField("second", frame: otherFieldFrame)
        let delegate = Fixtures.FieldDelegate(log: stage.log)
        first.delegate = delegate
        second.delegate = delegate
        try stage.tap(first)
        let notes = stage.observeNotifications()
        defer { notes.stop() }
        stage.log.entries.removeAll()

        try stage.tap(second)
        let log = stage.log
        #expect(log.entries.contains("second.shouldBegin"))
        #expect(log.order("first.shouldEnd", before: "first.didEnd"))
        #expect(log.order("first.didEnd", before: "note KeyboardWillChangeFrame"))
        #expect(log.order("note KeyboardWillChangeFrame", before: "note KeyboardDidChangeFrame"))
        #expect(log.order("note KeyboardDidChangeFrame", before: "second.didBegin"))
        #expect(log.entries(startingWith: "note KeyboardWill").count == 1)
        #expect(!log.entries.contains("note KeyboardWillHide"))
        #expect(!log.entries.contains("note KeyboardWillShow"))
        #expect(stage.app.keyboard.isVisible)
    }

    @Test("FR-8: the keyboard notifications carry the keyboard frame at the bottom of the screen")
    func keyboardFrameInNotifications() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        final class Frames: @unchecked Sendable { var ends: [CGRect] = [] }
        let frames = Frames()
        let token = stage.app.notificationCenter.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { frames.ends.append(end) }
        }
        defer { stage.app.notificationCenter.removeObserver(token) }

        try stage.tap(field)
        let height = SoftwareKeyboard.defaultHeight
        let expected = CGRect(x: 0, y: 480 - height, width: 320, height: height)
        #expect(frames.ends == [expected])
        #expect(stage.app.keyboard.frame == expected)
    }

    // MARK: CT-9

    /// A field whose editing control events are logged as `"event <name>"`.
    private func fieldLoggingEditingEvents(on stage: Fixtures.Stage, exits: Bool) -> UITextField {
        let field = stage.addField("field", frame: fieldFrame)
        let log = stage.log
        var events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"),
        ]
        if exits { events.append((.editingDidEndOnExit, "editingDidEndOnExit")) }
        for (event, name) in events {
            field.addAction(UIAction { _ in log.append("event \(name)") }, for: event)
        }
        return field
    }

    @Test("CT-9: a text field sends editingDidBegin, editingChanged per user edit, and editingDidEnd")
    func editingControlEvents() throws {
        let stage = Fixtures.Stage()
        let field = fieldLoggingEditingEvents(on: stage, exits: false)

        field.text = "set in code"
        try stage.tap(field)
        try stage.sim.type("ab")
        try stage.sim.press(.keyboardDeleteOrBackspace)
        #expect(field.resignFirstResponder())
        #expect(field.text == "set in codea")
        #expect(
            stage.log.entries == [
                "event editingDidBegin", "event editingChanged", "event editingChanged", "event editingChanged",
                "event editingDidEnd",
            ])
    }

    @Test("CT-9: Return sends editingDidEndOnExit, and a field with an action for it resigns by itself")
    func returnEndsEditingOnExit() throws {
        let stage = Fixtures.Stage()
        let field = fieldLoggingEditingEvents(on: stage, exits: true)
        try stage.tap(field)
        try stage.sim.type("hi")
        stage.log.entries.removeAll()

        try stage.sim.press(.keyboardReturnOrEnter)
        #expect(field.text == "hi")
        #expect(!field.isFirstResponder)
        #expect(!stage.app.keyboard.isVisible)
        #expect(stage.log.entries == ["event editingDidEndOnExit", "event editingDidEnd"])
    }

    @Test("CT-9: Return does not resign a field with no action for editingDidEndOnExit")
    func returnWithoutExitActionKeepsFocus() throws {
        let stage = Fixtures.Stage()
        let field = fieldLoggingEditingEvents(on: stage, exits: false)
        try stage.tap(field)
        try stage.sim.type("hi")

        try stage.sim.press(.keyboardReturnOrEnter)
        #expect(field.isFirstResponder)
        #expect(field.text == "hi")
        #expect(stage.app.keyboard.isVisible)
        #expect(!stage.log.entries.contains("event editingDidEnd"))
    }

    // MARK: SP-11

    /// A controller that tries to focus its text field in `viewDidLoad`, as many apps do.
    private final class EagerController: UIViewController {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        var resultInViewDidLoad: Bool?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            resultInViewDidLoad = field.becomeFirstResponder()
        }
    }

    @Test("SP-11: becomeFirstResponder in viewDidLoad returns false because the view is not in a window yet")
    func becomeFirstResponderInViewDidLoadFails() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = EagerController()
        window.rootViewController = controller
        window.makeKeyAndVisible()

        #expect(controller.resultInViewDidLoad == false)
        #expect(!controller.field.isFirstResponder)
        #expect(!app.keyboard.isVisible)
        #expect(controller.field.becomeFirstResponder())
        #expect(app.keyboard.isVisible)
        _ = window
    }

    // MARK: SP-15

    @Test("SP-15: tapping outside a text field does not dismiss the keyboard")
    func tapOutsideKeepsKeyboard() throws {
        let stage = Fixtures.Stage()
        let field = stage.addField("field", frame: fieldFrame)
        try stage.tap(field)
        let notes = stage.observeNotifications()
        defer { notes.stop() }

        try stage.sim.tap(at: CGPoint(x: 160, y: 300), in: stage.root)
        try stage.sim.tap(at: CGPoint(x: 160, y: 470), in: stage.window)
        #expect(field.isFirstResponder)
        #expect(stage.app.keyboard.isVisible)
        #expect(stage.log.entries(startingWith: "note Keyboard").isEmpty)
    }
}
