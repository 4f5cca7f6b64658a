// Shared fixtures for the first-responder, keyboard, press, motion and edit-menu tests (spec FR, MN, CT-9, SP).
//
// Every fixture records into one `FocusFixtures.Log`, so a test can assert the interleaving of delegate calls,
// responder methods, actions and notifications in a single list.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
enum FocusFixtures {
    /// The shared ordered log (ResponderKitTestSupport); the focus tests call its lines `entries` (see the
    /// extension at the end of this file).
    typealias Log = EventLog

    /// One application with one key window whose root view controller is `controller`, a simulator and a tracer.
    /// Keep the stage alive for the whole test: the application holds its windows weakly.
    @MainActor
    final class Stage: ResponderKitTestSupport.Stage {
        let controller: Controller
        let log: Log
        /// The shared stage's tracer, by the focus tests' name.
        var recorder: TraceRecorder { tracer }

        init(log: Log = Log(), controller: Controller? = nil) {
            self.log = log
            let controller = controller ?? Controller("controller", log: log)
            self.controller = controller
            super.init(rootViewController: controller)
        }

        var root: UIView { controller.view }

        /// Adds a text field to the root view.
        @discardableResult
        func addField(_ name: String, frame: CGRect) -> UITextField {
            let field = UITextField(frame: frame)
            field.accessibilityIdentifier = name
            root.addSubview(field)
            return field
        }

        /// Taps the middle of `view`.
        func tap(_ view: UIView) throws {
            try sim.tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
        }

        /// The window's first responder.
        var firstResponder: UIResponder? { window.currentFirstResponder }

        /// The reasons of the `.inputDropped` trace entries, in order.
        var droppedInput: [String] {
            recorder.entries.compactMap { entry in
                if case .inputDropped(let reason) = entry { return reason }
                return nil
            }
        }

        /// The errors of the `.inputRejected` trace entries, in order.
        var rejectedInput: [InputError] {
            recorder.entries.compactMap { entry in
                if case .inputRejected(let error) = entry { return error }
                return nil
            }
        }

        /// The `(action, target)` pairs of the `.actionSent` trace entries, in order.
        var sentActions: [(Selector, AnyObject)] {
            recorder.entries.compactMap { entry in
                if case .actionSent(let action, _, let target) = entry { return (action, target) }
                return nil
            }
        }

        /// The actions of the `.actionNotHandled` trace entries, in order.
        var unhandledActions: [Selector] {
            recorder.entries.compactMap { entry in
                if case .actionNotHandled(let action, _) = entry { return action }
                return nil
            }
        }

        /// The `(from, to)` pairs of the `.firstResponderChanged` trace entries, in order.
        var firstResponderChanges: [(UIResponder?, UIResponder?)] {
            recorder.entries.compactMap { entry in
                if case .firstResponderChanged(_, let from, let to) = entry { return (from, to) }
                return nil
            }
        }

        /// Records every keyboard and text notification of the application into the log as
        /// `"note <name without the UI prefix and Notification suffix>"`; call `stop` on the result at the end.
        func observeNotifications() -> NotificationObservation {
            NotificationObservation(center: app.notificationCenter, log: log)
        }
    }

    /// Records notification names into a log until stopped.
    @MainActor
    final class NotificationObservation {
        private let center: NotificationCenter
        private var token: (any NSObjectProtocol)?

        init(center: NotificationCenter, log: Log) {
            self.center = center
            token = center.addObserver(forName: nil, object: nil, queue: nil) { note in
                let name = note.name.rawValue
                guard name.hasPrefix("UIKeyboard") || name.hasPrefix("UIText") else { return }
                log.append("note " + FocusFixtures.shortName(name))
            }
        }

        func stop() {
            if let token { center.removeObserver(token) }
            token = nil
        }
    }

    /// "UIKeyboardWillShowNotification" → "KeyboardWillShow".
    nonisolated static func shortName(_ name: String) -> String {
        var short = Substring(name)
        if short.hasPrefix("UI") { short = short.dropFirst(2) }
        if short.hasSuffix("Notification") { short = short.dropLast("Notification".count) }
        return String(short)
    }

    // MARK: Responders

    /// A view controller that logs `"<name>.<method> <detail>"` for presses and motion, performs the named
    /// `actions` (logging `"<name> performed <action>"`), offers configurable key commands, and forwards events to
    /// `super` unless `forwards` is false.
    class Controller: UIViewController {
        let name: String
        let log: Log
        var actions: Set<Selector> = []
        var commands: [UIKeyCommand] = []
        var forwards = true

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override var keyCommands: [UIKeyCommand]? { commands.isEmpty ? nil : commands }

        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard actions.contains(action) else { return super.actionHandler(for: action) }
            return { [unowned self] _, _ in log.append("\(name) performed \(actionName(action))") }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesBegan \(FocusFixtures.describe(presses))")
            if forwards { super.pressesBegan(presses, with: event) }
        }

        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesChanged \(FocusFixtures.describe(presses))")
            if forwards { super.pressesChanged(presses, with: event) }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesEnded \(FocusFixtures.describe(presses))")
            if forwards { super.pressesEnded(presses, with: event) }
        }

        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesCancelled \(FocusFixtures.describe(presses))")
            if forwards { super.pressesCancelled(presses, with: event) }
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(name).motionBegan \(motion)")
            if forwards { super.motionBegan(motion, with: event) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(name).motionEnded \(motion)")
            if forwards { super.motionEnded(motion, with: event) }
        }

        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(name).motionCancelled \(motion)")
            if forwards { super.motionCancelled(motion, with: event) }
        }
    }

    /// A view that records like ``Controller`` and, when `logsFocusQueries` is set, its first-responder calls. It
    /// can become first responder only when `focusable` is true, and resigns only when `resigns` is true.
    class View: UIView {
        let name: String
        let log: Log
        var actions: Set<Selector> = []
        var refusedActions: Set<Selector> = []
        var commands: [UIKeyCommand] = []
        var forwards = true
        var focusable = false
        var resigns = true
        var logsFocusQueries = false

        init(_ name: String, log: Log, frame: CGRect = CGRect(x: 0, y: 0, width: 50, height: 50)) {
            self.name = name
            self.log = log
            super.init(frame: frame)
            accessibilityIdentifier = name
        }

        required init?(coder: NSCoder) { nil }

        override var canBecomeFirstResponder: Bool {
            if logsFocusQueries { log.append("\(name).canBecomeFirstResponder") }
            return focusable
        }

        override var canResignFirstResponder: Bool { resigns }

        override func becomeFirstResponder() -> Bool {
            let result = super.becomeFirstResponder()
            if logsFocusQueries { log.append("\(name).becomeFirstResponder -> \(result)") }
            return result
        }

        override func resignFirstResponder() -> Bool {
            let result = super.resignFirstResponder()
            if logsFocusQueries { log.append("\(name).resignFirstResponder -> \(result)") }
            return result
        }

        override var keyCommands: [UIKeyCommand]? { commands.isEmpty ? nil : commands }

        override func actionHandler(for action: Selector) -> ActionHandler? {
            guard actions.contains(action) else { return super.actionHandler(for: action) }
            return { [unowned self] _, _ in log.append("\(name) performed \(actionName(action))") }
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if refusedActions.contains(action) { return false }
            return super.canPerformAction(action, withSender: sender)
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesBegan \(FocusFixtures.describe(presses))")
            if forwards { super.pressesBegan(presses, with: event) }
        }

        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesChanged \(FocusFixtures.describe(presses))")
            if forwards { super.pressesChanged(presses, with: event) }
        }

        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesEnded \(FocusFixtures.describe(presses))")
            if forwards { super.pressesEnded(presses, with: event) }
        }

        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("\(name).pressesCancelled \(FocusFixtures.describe(presses))")
            if forwards { super.pressesCancelled(presses, with: event) }
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(name).motionBegan \(motion)")
            if forwards { super.motionBegan(motion, with: event) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(name).motionEnded \(motion)")
            if forwards { super.motionEnded(motion, with: event) }
        }

        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("\(name).motionCancelled \(motion)")
            if forwards { super.motionCancelled(motion, with: event) }
        }
    }

    /// "x" for a key that types x, "#<usage>" for a key that types nothing printable.
    static func describe(_ presses: Set<UIPress>) -> String {
        presses.map { press in
            guard let key = press.key else { return "button" }
            let text = key.charactersIgnoringModifiers
            let printable = !text.isEmpty && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
            return printable ? text : "#\(key.keyCode.rawValue)"
        }.sorted().joined(separator: ",")
    }

    // MARK: Text field delegate

    /// A text field delegate that records every call as `"<field>.<call>"` and can refuse.
    @MainActor
    final class FieldDelegate: UITextFieldDelegate {
        let log: Log
        var allowsBegin = true
        var allowsEnd = true
        var allowsReturn = true
        /// Replacement strings that are refused.
        var refuses: (String) -> Bool = { _ in false }
        /// The `(location, length, replacement)` of every `shouldChangeCharactersIn` call.
        var changes: [(Int, Int, String)] = []

        init(log: Log) {
            self.log = log
        }

        private func name(_ field: UITextField) -> String { field.accessibilityIdentifier ?? "field" }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("\(name(textField)).shouldBegin")
            return allowsBegin
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            log.append("\(name(textField)).didBegin")
        }

        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("\(name(textField)).shouldEnd")
            return allowsEnd
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            log.append("\(name(textField)).didEnd")
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            changes.append((range.location, range.length, string))
            return !refuses(string)
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("\(name(textField)).shouldReturn")
            return allowsReturn
        }
    }

    /// A key that types `character` on a US keyboard (for raw `keyDown`/`keyUp`).
    static func key(_ character: Character) -> UIKey {
        guard let key = KeyboardLayout.key(for: character) else {
            Issue.record("no key types \(character)")
            return UIKey(characters: "", keyCode: .keyboardA)
        }
        return key
    }
}

/// The focus tests' names for the shared log's lines.
extension EventLog {
    /// The lines, oldest first.
    var entries: [String] {
        get { lines }
        set { lines = newValue }
    }

    /// Appends a line.
    func append(_ entry: String) { write(entry) }

    /// The lines that start with `prefix`.
    func entries(startingWith prefix: String) -> [String] { lines(startingWith: prefix) }
}
