// The undo manager ResponderKit provides off Apple platforms (UN-2 … UN-4): groups, names, redo, automatic
// grouping by event, limits, and misuse answered with a no-op.
import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Undo manager")
struct UndoManagerTests {
    final class Counter {
        var value = 0
    }

    /// Registers an undo that sets `counter` back to `old`, and its redo, named `name`.
    private static func set(_ counter: Counter, to new: Int, with manager: UndoManager, name: String = "Count") {
        let old = counter.value
        counter.value = new
        manager.registerUndo(withTarget: counter) { [weak manager] target in
            guard let manager else { return }
            Self.set(target, to: old, with: manager, name: name)
        }
        manager.setActionName(name)
    }

    @Test("UN-2: a group undoes at once, newest action first; what undo registers is the redo")
    func groupUndoRedo() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        Self.set(counter, to: 1, with: manager)
        Self.set(counter, to: 2, with: manager)
        manager.endUndoGrouping()
        #expect(manager.canUndo)
        #expect(manager.undoMenuItemTitle == "Undo Count")
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.canRedo)
        #expect(manager.redoMenuItemTitle == "Redo Count")
        manager.redo()
        #expect(counter.value == 2)
        #expect(!manager.canRedo)
    }

    @Test("UN-3: with groupsByEvent, a registration outside a group opens one; undo closes and undoes it")
    func automaticGroup() {
        let manager = UndoManager()
        let counter = Counter()
        #expect(manager.groupsByEvent)
        Self.set(counter, to: 5, with: manager)
        #expect(manager.groupingLevel == 1)
        #expect(manager.canUndo)
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.groupingLevel == 0)
        // Without groupsByEvent, a registration outside a group is ignored (and logged).
        manager.groupsByEvent = false
        Self.set(counter, to: 7, with: manager)
        #expect(!manager.canUndo)
    }

    @Test("UN-3: the automatic group closes at the end of the main queue's turn")
    func automaticGroupClosesOnMainQueue() async {
        let manager = UndoManager()
        let counter = Counter()
        Self.set(counter, to: 1, with: manager)
        await EventSimulator(application: UIApplication()).runMainQueue()
        #expect(manager.groupingLevel == 0)
        Self.set(counter, to: 2, with: manager)
        await EventSimulator(application: UIApplication()).runMainQueue()
        manager.undo()
        #expect(counter.value == 1)
    }

    @Test("UN-4: a new registration clears the redo stack; levelsOfUndo keeps the newest groups")
    func redoClearedAndLimit() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        manager.levelsOfUndo = 2
        let counter = Counter()
        for value in 1...3 {
            manager.beginUndoGrouping()
            Self.set(counter, to: value, with: manager)
            manager.endUndoGrouping()
        }
        manager.undo()
        #expect(counter.value == 2)
        manager.beginUndoGrouping()
        Self.set(counter, to: 9, with: manager)
        manager.endUndoGrouping()
        #expect(!manager.canRedo)
        manager.undo()
        manager.undo()
        #expect(counter.value == 1)
        #expect(!manager.canUndo)
    }

    @Test("UN-4: misuse is a no-op: undo inside an open group, unbalanced end and enable, nothing to undo")
    func misuse() {
        let manager = UndoManager()
        let counter = Counter()
        manager.endUndoGrouping()
        manager.enableUndoRegistration()
        manager.undo()
        manager.redo()
        manager.beginUndoGrouping()
        Self.set(counter, to: 3, with: manager)
        manager.undo()
        #expect(counter.value == 3)
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 0)
        manager.disableUndoRegistration()
        Self.set(counter, to: 4, with: manager)
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        #expect(manager.isUndoRegistrationEnabled)
    }

    @Test("UN-4: actions of a freed target are skipped; removeAllActions(withTarget:) forgets a target's")
    func targets() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let kept = Counter()
        manager.beginUndoGrouping()
        do {
            let freed = Counter()
            Self.set(freed, to: 1, with: manager)
        }
        Self.set(kept, to: 1, with: manager)
        manager.endUndoGrouping()
        manager.undo()
        #expect(kept.value == 0)
        manager.beginUndoGrouping()
        Self.set(kept, to: 2, with: manager)
        manager.endUndoGrouping()
        manager.removeAllActions(withTarget: kept)
        #expect(!manager.canUndo)
    }
}
