// Spec SK-1 … SK-6, SK-29, SK-30: a stack view's API (defaults, arranging and removing views), that it arranges
// with constraints and guides only, that a touch in a gap hits the stack view, and that changes rebuild its
// constraints at the next constraints pass.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct StackViewTests {
    @Test("SK-1: defaults: horizontal, fill, fill, spacing 0, no relative arrangement; UIKit's spacing markers")
    func defaults() {
        let stack = UIStackView(frame: .zero)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(
            UIStackView.Distribution.equalCentering.rawValue == 4 && UIStackView.Alignment.lastBaseline.rawValue == 5)
        let views = [UIView(), UIView(), UIView()]
        let arranged = UIStackView(arrangedSubviews: views)
        #expect(arranged.arrangedSubviews == views)
        #expect(arranged.subviews == views)
    }

    @Test("SK-2: addArrangedSubview adds a subview once, turns off its mask translation, and moves it to the end")
    func addArrangedSubview() {
        let stack = UIStackView()
        let (a, b) = (UIView(), UIView())
        #expect(a.translatesAutoresizingMaskIntoConstraints)
        stack.addSubview(b)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [b, a], "b was a subview already: it is not added again")
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, a])
    }

    @Test("SK-3: insertArrangedSubview inserts at the index, moves an arranged view, and appends past the end")
    func insertArrangedSubview() {
        let stack = StackStage([UIView(), UIView()], size: nil)
        let (first, second) = (stack.views[0], stack.views[1])
        let inserted = UIView()
        stack.stack.insertArrangedSubview(inserted, at: 1)
        #expect(stack.stack.arrangedSubviews == [first, inserted, second])
        stack.stack.insertArrangedSubview(second, at: 0)
        #expect(stack.stack.arrangedSubviews == [second, first, inserted])
        let late = UIView()
        stack.stack.insertArrangedSubview(late, at: 7)
        #expect(stack.stack.arrangedSubviews == [second, first, inserted, late])
        #expect(stack.layoutMessages.count == 1)
        #expect(stack.layoutMessages.first?.contains("out of bounds") == true)
    }

    @Test("SK-4: removeArrangedSubview leaves the view a subview with none of the stack's constraints")
    func removeArrangedSubviewKeepsTheSubview() {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) { $0.distribution = .equalSpacing }
        let middle = stack.views[1]
        #expect(stack.xs == [0, 120, 270])
        stack.stack.removeArrangedSubview(middle)
        stack.layout()
        #expect(stack.stack.arrangedSubviews == [stack.views[0], stack.views[2]])
        #expect(stack.stack.subviews.contains(middle))
        #expect(stack.identifiers(mentioning: middle).isEmpty)
        // The two that remain are spread again: one gap of 300 − 50 − 30.
        #expect(stack.views[0].frame.minX == 0 && stack.views[2].frame.minX == 270)
        #expect(stack.views[2].frame.minX - stack.views[0].frame.maxX == 220)
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-5: an arranged view removed from the stack's subviews, or moved elsewhere, is no longer arranged")
    func leavingTheSubviewsLeavesTheArrangement() {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) { $0.distribution = .equalSpacing }
        stack.views[1].removeFromSuperview()
        #expect(stack.stack.arrangedSubviews == [stack.views[0], stack.views[2]])
        stack.layout()
        #expect(stack.views[0].frame.minX == 0 && stack.views[2].frame.minX == 270)
        let elsewhere = stack.stage.add(UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100)))
        elsewhere.addSubview(stack.views[2])
        #expect(stack.stack.arrangedSubviews == [stack.views[0]])
        #expect(stack.views[2].superview === elsewhere)
        stack.layout()
        #expect(stack.identifiers(mentioning: stack.views[2]).isEmpty)
        #expect(stack.views[2].constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") != true || !$0.isActive })
    }

    @Test("SK-6: no views besides the arranged ones; guides and UISV-identified constraints do the arranging")
    func arrangesWithConstraintsAndGuidesOnly() {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) {
            $0.distribution = .equalSpacing
            $0.alignment = .center
        }
        #expect(stack.stack.subviews == stack.views)
        let guideNames = stack.stack.layoutGuides.map(\.identifier).sorted()
        #expect(guideNames == ["UISV-alignment-spanner", "UISV-distributing", "UISV-distributing"])
        let identifiers = Set(stack.stack.arrangementConstraints.compactMap(\.identifier))
        #expect(stack.stack.arrangementConstraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
        #expect(stack.stack.arrangementConstraints.allSatisfy { $0.isActive })
        let expected: Set = [
            "UISV-canvas-connection", "UISV-spacing", "UISV-distributing-edge", "UISV-fill-equally", "UISV-alignment",
            "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression",
        ]
        #expect(identifiers == expected)
    }

    @Test("SK-29: a tap in a gap hits the stack view itself; a tap on an arranged view hits that view")
    func tapInAGapHitsTheStackView() throws {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) { $0.distribution = .equalSpacing }
        stack.stack.backgroundColor = .red
        // Window coordinates: the stack view is at (10, 20); the first gap runs from x 50 to 120 in the stack.
        let gap = try stack.stage.sim.tap(at: CGPoint(x: 10 + 85, y: 20 + 50))
        #expect(gap.view === stack.stack)
        let onView = try stack.stage.sim.tap(at: CGPoint(x: 10 + 160, y: 20 + 50))
        #expect(onView.view === stack.views[1])
        #expect(stack.stack.backgroundColor == .red)
    }

    @Test("SK-29: right after a view is hidden, a tap goes where the new layout puts the views")
    func tapAfterHidingHitsTheNewLayout() throws {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) { $0.distribution = .equalSpacing }
        let before = try stack.stage.sim.tap(at: CGPoint(x: 10 + 160, y: 20 + 50))
        #expect(before.view === stack.views[1])
        // No layoutIfNeeded: the pending passes run before the touch is delivered. The two views left are at 0
        // and 270, so x 160 is now in their gap.
        stack.views[1].isHidden = true
        let after = try stack.stage.sim.tap(at: CGPoint(x: 10 + 160, y: 20 + 50))
        #expect(after.view === stack.stack)
        let last = try stack.stage.sim.tap(at: CGPoint(x: 10 + 280, y: 20 + 50))
        #expect(last.view === stack.views[2])
    }

    @Test("SK-30: a change schedules the constraints pass, which replaces the whole arrangement")
    func changesRebuildTheArrangement() {
        let stack = StackStage([fixedView(50), UIView(), fixedView(30)]) { $0.spacing = 10 }
        let old = stack.stack.arrangementConstraints
        #expect(!stack.stack.needsUpdateConstraints())
        #expect(stack.xs == [0, 60, 270])
        stack.stack.spacing = 20
        #expect(stack.stack.needsUpdateConstraints())
        stack.layout()
        #expect(!stack.stack.needsUpdateConstraints())
        #expect(old.allSatisfy { !$0.isActive })
        #expect(stack.stack.arrangementConstraints.allSatisfy { $0.isActive })
        #expect(stack.stack.arrangementConstraints.count == old.count)
        #expect(stack.xs == [0, 70, 270])
        #expect(stack.widths == [50, 180, 30])
        // Setting a property to its value schedules nothing.
        stack.stack.spacing = 20
        stack.stack.axis = .horizontal
        #expect(!stack.stack.needsUpdateConstraints())
        #expect(stack.layoutMessages.isEmpty)
    }
}
