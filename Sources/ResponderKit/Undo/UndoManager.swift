// Foundation's undo manager, which swift-corelibs-foundation does not provide (UN-2 … UN-5). Only off Apple
// platforms: there, Foundation's own is used.
//
// Invariants:
// - `undoStack` and `redoStack` hold closed top-level groups, oldest first; `open` is the top-level group being
//   built (explicitly, or automatically by a registration while `groupsByEvent`), nil at grouping level 0.
// - While `undo()` or `redo()` runs a group's actions, registrations go to the group being collected for the other
//   stack; outside them, a registration clears the redo stack.
// - Misuse (undo with an explicit group open, ending a group that is not open) is a documented no-op with a log
//   line, never a crash.
#if !_runtime(_ObjC)
    import Foundation

    /// A general-purpose recorder of operations for undo and redo.
    ///
    /// Register the inverse of each change with ``registerUndo(withTarget:handler:)``; ``undo()`` runs the most
    /// recent group of registrations in reverse order, and whatever they register while undoing becomes the redo.
    @preconcurrency @MainActor
    open class UndoManager: NSObject {
        /// One registered action: its handler, run with its target while the target is alive.
        struct Action {
            weak var target: AnyObject?
            let run: @MainActor (AnyObject) -> Void
        }

        /// A top-level group of actions with its name.
        final class Group {
            var actions: [Action] = []
            var name = ""
            /// Whether `groupsByEvent` opened it (it closes at the end of the main queue's turn, UN-3).
            var isAutomatic = false
        }

        private(set) var undoStack: [Group] = []
        private(set) var redoStack: [Group] = []
        private var open: Group?
        /// The group collecting what undoing or redoing registers.
        private var collecting: Group?
        private var disableCount = 0

        /// Whether a registration outside any group opens one that closes at the end of the current turn of the
        /// main queue (as Apple's closes at the end of the run loop's cycle). True by default (UN-3).
        open var groupsByEvent = true
        /// How many top-level groups are kept; 0 (the default) keeps every one.
        open var levelsOfUndo = 0 {
            didSet { trim() }
        }
        /// How deep groups are nested now: 0 when none is open.
        open private(set) var groupingLevel = 0
        /// Whether ``undo()`` is running.
        open private(set) var isUndoing = false
        /// Whether ``redo()`` is running.
        open private(set) var isRedoing = false

        /// Creates an empty undo manager.
        public override init() {
            super.init()
        }

        // MARK: Registering

        /// Registers `handler` to run with `target` when the current group is undone (held weakly: an action whose
        /// target is gone is skipped).
        open func registerUndo<TargetType: AnyObject>(
            withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
        ) {
            guard isUndoRegistrationEnabled else { return }
            // `as!`: the action is only ever run with the target it stores.
            let action = Action(target: target) { handler($0 as! TargetType) }
            if let collecting {
                collecting.actions.append(action)
                return
            }
            if open == nil {
                guard groupsByEvent else {
                    log("registerUndo(withTarget:handler:) outside any group while groupsByEvent is false: ignored")
                    return
                }
                beginUndoGrouping()
                open?.isAutomatic = true
                scheduleAutomaticClose()
            }
            open?.actions.append(action)
            redoStack.removeAll()
        }

        /// Sets the name of the action being registered: of the open group, of the group collected while undoing
        /// or redoing, else of the most recent undo group. Shown as "Undo <name>".
        open func setActionName(_ actionName: String) {
            if let group = collecting ?? open ?? undoStack.last { group.name = actionName }
        }

        /// Whether registrations are recorded.
        open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

        /// Stops recording registrations; balanced by ``enableUndoRegistration()``.
        open func disableUndoRegistration() { disableCount += 1 }

        /// Resumes recording registrations after ``disableUndoRegistration()``.
        open func enableUndoRegistration() {
            guard disableCount > 0 else {
                log("enableUndoRegistration() without disableUndoRegistration(): ignored")
                return
            }
            disableCount -= 1
        }

        // MARK: Groups

        /// Opens a group; a nested group's actions join the top-level group that contains it.
        open func beginUndoGrouping() {
            if groupingLevel == 0, collecting == nil { open = Group() }
            groupingLevel += 1
        }

        /// Closes the group opened last; closing the top-level group puts it on the undo stack when it has actions.
        open func endUndoGrouping() {
            guard groupingLevel > 0 else {
                log("endUndoGrouping() with no open group: ignored")
                return
            }
            groupingLevel -= 1
            guard groupingLevel == 0, let group = open else { return }
            open = nil
            guard !group.actions.isEmpty else { return }
            undoStack.append(group)
            trim()
        }

        // MARK: Undo and redo

        /// Whether there is something to undo (an open group with actions counts: undoing closes it first).
        open var canUndo: Bool { !undoStack.isEmpty || open?.actions.isEmpty == false }
        /// Whether there is something to redo.
        open var canRedo: Bool { !redoStack.isEmpty }

        /// Undoes the most recent group, closing an automatic group first; what it registers becomes the redo.
        /// Refused with a log while an explicit group is open, or while undoing or redoing.
        open func undo() {
            if let group = open, group.isAutomatic, groupingLevel == 1 { endUndoGrouping() }
            guard groupingLevel == 0, collecting == nil else {
                log("undo() while a group is open or an undo or redo runs: ignored")
                return
            }
            guard let group = undoStack.popLast() else { return }
            isUndoing = true
            let redo = run(group)
            isUndoing = false
            if !redo.actions.isEmpty { redoStack.append(redo) }
        }

        /// Undoes the most recent top-level group (groups nested in it were merged into it when they closed).
        open func undoNestedGroup() { undo() }

        /// Redoes the most recently undone group; what it registers becomes undoable again.
        open func redo() {
            guard groupingLevel == 0, collecting == nil else {
                log("redo() while a group is open or an undo or redo runs: ignored")
                return
            }
            guard let group = redoStack.popLast() else { return }
            isRedoing = true
            let undo = run(group)
            isRedoing = false
            if !undo.actions.isEmpty {
                undoStack.append(undo)
                trim()
            }
        }

        /// Runs a group's actions newest first, collecting what they register into a group of the same name.
        private func run(_ group: Group) -> Group {
            let inverse = Group()
            inverse.name = group.name
            collecting = inverse
            for action in group.actions.reversed() {
                guard let target = action.target else { continue }
                action.run(target)
            }
            collecting = nil
            return inverse
        }

        /// Forgets every undo and redo.
        open func removeAllActions() {
            undoStack.removeAll()
            redoStack.removeAll()
            open?.actions.removeAll()
        }

        /// Forgets the actions registered with `target`.
        open func removeAllActions(withTarget target: Any) {
            let object = target as AnyObject
            for group in undoStack + redoStack + [open].compactMap({ $0 }) {
                group.actions.removeAll { $0.target === object || $0.target == nil }
            }
            undoStack.removeAll { $0.actions.isEmpty }
            redoStack.removeAll { $0.actions.isEmpty }
        }

        // MARK: Names

        /// The name of the group ``undo()`` would undo.
        open var undoActionName: String {
            if let open, !open.actions.isEmpty { return open.name }
            return undoStack.last?.name ?? ""
        }
        /// The name of the group ``redo()`` would redo.
        open var redoActionName: String { redoStack.last?.name ?? "" }
        /// "Undo" followed by the undo action's name, if any.
        open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
        /// "Redo" followed by the redo action's name, if any.
        open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

        /// "Undo <name>", or "Undo" for an empty name.
        open func undoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Undo" : "Undo \(actionName)"
        }

        /// "Redo <name>", or "Redo" for an empty name.
        open func redoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Redo" : "Redo \(actionName)"
        }

        // MARK: Helpers

        /// Closes the automatic group at the end of the main queue's current turn (UN-3).
        private func scheduleAutomaticClose() {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.closeAutomaticGroup() }
            }
        }

        /// Closes the open group if `groupsByEvent` opened it and nothing nested in it is still open.
        func closeAutomaticGroup() {
            guard let group = open, group.isAutomatic, groupingLevel == 1 else { return }
            endUndoGrouping()
        }

        private func trim() {
            guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
            undoStack.removeFirst(undoStack.count - levelsOfUndo)
        }

        private func log(_ message: String) {
            print("UndoManager: \(message)")
        }
    }
#endif
