// Spec SK-7 … SK-16, SK-25, SK-26: the frames a horizontal stack view gives its arranged views along its axis, for
// each distribution, with hidden views and custom spacing. The stack view is 300 x 100 unless a test says otherwise;
// expected values are worked out in each test from the rule.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct StackDistributionTests {
    @Test("SK-7: leading to trailing; a right-to-left stack view runs from the right")
    func rightToLeftMirrors() {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) {
            $0.distribution = .equalSpacing
            $0.semanticContentAttribute = .forceRightToLeft
        }
        // Gaps (300 − 160) / 2 = 70, from the right: 300 − 50 = 250, 250 − 70 − 80 = 100, 100 − 70 − 30 = 0.
        #expect(stack.xs == [250, 100, 0])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-8: fill keeps exactly `spacing` between views; the view without a size takes the rest")
    func fillSpacing() {
        let stack = StackStage([fixedView(50), UIView(), fixedView(30)]) { $0.spacing = 10 }
        // 300 − 50 − 30 − 2 × 10 = 200 for the middle view, from x 60.
        #expect(stack.xs == [0, 60, 270])
        #expect(stack.widths == [50, 200, 30])
        #expect(stack.heights == [100, 100, 100])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-9: fill stretches the view with the lowest content hugging priority")
    func fillStretchesLowestHugging() {
        let middle = IntrinsicView(80)
        middle.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stack = StackStage([IntrinsicView(50), middle, IntrinsicView(30)]) { $0.spacing = 10 }
        // 120 points to spare (300 − 160 − 20) go to the middle view: 80 + 120.
        #expect(stack.widths == [50, 200, 30])
        #expect(stack.xs == [0, 60, 270])
    }

    @Test("SK-10: fill shrinks the view with the lowest compression resistance")
    func fillShrinksLowestCompressionResistance() {
        let middle = IntrinsicView(150)
        middle.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let stack = StackStage([IntrinsicView(100), middle, IntrinsicView(80)]) { $0.spacing = 10 }
        // 330 + 20 needs 50 more than 300: the middle view gives them, 150 − 50.
        #expect(stack.widths == [100, 100, 80])
        #expect(stack.xs == [0, 110, 220])
    }

    @Test("SK-11: fill ties: the first view stretches, the last view shrinks first")
    func fillTiesGoByIndex() {
        let stretching = StackStage([IntrinsicView(50), IntrinsicView(80), IntrinsicView(30)]) { $0.spacing = 10 }
        // All hug at 250: the 120 spare points go to the first view.
        #expect(stretching.widths == [170, 80, 30])
        #expect(stretching.xs == [0, 180, 270])

        let shrinking = StackStage(
            [IntrinsicView(100), IntrinsicView(150), IntrinsicView(40)], size: CGSize(width: 250, height: 100)
        ) { $0.spacing = 10 }
        // 290 + 20 is 60 too many for 250: the last view gives all its 40, the one before it the other 20.
        #expect(shrinking.widths == [100, 130, 0])
        #expect(shrinking.xs == [0, 110, 250])
    }

    @Test("SK-12: fillEqually gives every view the same width, whatever its intrinsic width")
    func fillEqually() {
        let stack = StackStage([IntrinsicView(50), IntrinsicView(80), IntrinsicView(30)]) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        // (300 − 2 × 15) / 3 = 90.
        #expect(stack.widths == [90, 90, 90])
        #expect(stack.xs == [0, 105, 210])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-13: fillProportionally sizes the views in proportion to their intrinsic widths")
    func fillProportionally() {
        let stack = StackStage(
            [IntrinsicView(50), IntrinsicView(80), IntrinsicView(30)], size: CGSize(width: 340, height: 100)
        ) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        // 340 − 20 = 320 shared 50 : 80 : 30 (of 160): 100, 160, 60.
        #expect(stack.widths == [100, 160, 60])
        #expect(stack.xs == [0, 110, 280])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-13: fillProportionally follows a change of an intrinsic width")
    func fillProportionallyFollowsIntrinsicChanges() {
        let middle = IntrinsicView(80)
        let stack = StackStage([IntrinsicView(50), middle, IntrinsicView(30)], size: CGSize(width: 340, height: 100)) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        #expect(stack.widths == [100, 160, 60])
        middle.size.width = 240
        stack.layout()
        // 320 shared 50 : 240 : 30 (of 320): the widths are the intrinsic widths.
        #expect(stack.widths == [50, 240, 30])
        #expect(stack.xs == [0, 60, 310])
    }

    @Test("SK-14: equalSpacing keeps the sizes and makes the gaps equal")
    func equalSpacing() {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        // (300 − 160) / 2 = 70 per gap.
        #expect(stack.xs == [0, 120, 270])
        #expect(stack.widths == [50, 80, 30])
        #expect(stack.stack.arrangementGuides.map { $0.layoutFrame.width } == [70, 70])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-14: equalSpacing with no width: the gaps are `spacing`")
    func equalSpacingHugs() {
        let stack = StackStage([fixedView(50, 20), fixedView(80, 20), fixedView(30, 20)], size: nil) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        #expect(stack.xs == [0, 60, 150])
        #expect(stack.stack.frame.size == CGSize(width: 180, height: 20))
    }

    @Test("SK-15: equalSpacing that does not fit: gaps of `spacing`, the least resistant view shrinks")
    func equalSpacingCompresses() {
        let first = IntrinsicView(100)
        first.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let stack = StackStage([first, IntrinsicView(150), IntrinsicView(80)]) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        // 330 + 20 is 50 too many: the first view gives them.
        #expect(stack.widths == [50, 150, 80])
        #expect(stack.xs == [0, 60, 220])
    }

    @Test("SK-16: equalCentering puts the centres equally far apart")
    func equalCentering() {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        // Centres at 25 and 300 − 15 = 285; the middle one halfway, at 155, so x = 155 − 40.
        #expect(stack.xs == [0, 115, 270])
        #expect(stack.views.map { $0.center.x } == [25, 155, 285])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-25: a hidden view collapses with its spacing and comes back when shown")
    func hiddenViewCollapses() {
        let stack = StackStage([IntrinsicView(50), UIView(), IntrinsicView(30)]) { $0.spacing = 10 }
        stack.views[0].isHidden = true
        stack.layout()
        // The middle view now starts at 0: 300 − 30 − 10 = 260.
        #expect(stack.xs == [0, 0, 270])
        #expect(stack.widths == [0, 260, 30])
        #expect(stack.identifiers(mentioning: stack.views[0]).contains("UISV-hiding"))
        stack.views[0].isHidden = false
        stack.layout()
        #expect(stack.xs == [0, 60, 270])
        #expect(stack.widths == [50, 200, 30])
        #expect(!stack.identifiers(mentioning: stack.views[0]).contains("UISV-hiding"))
    }

    @Test("SK-25: hiding a view whose width is required conflicts with UISV-hiding, as in UIKit")
    func hidingARequiredWidthConflicts() {
        let stack = StackStage([fixedView(50), UIView(), IntrinsicView(30)]) { $0.spacing = 10 }
        #expect(stack.layoutMessages.isEmpty)
        stack.views[0].isHidden = true
        stack.layout()
        let log = stack.layoutMessages.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("UISV-hiding"))
    }

    @Test("SK-25: a hidden middle view sits at the end of the view before it, with no width")
    func hiddenMiddleView() {
        let stack = StackStage([IntrinsicView(50), IntrinsicView(80), IntrinsicView(30)]) {
            $0.distribution = .equalSpacing
        }
        stack.views[1].isHidden = true
        stack.layout()
        #expect(stack.xs == [0, 50, 270])
        #expect(stack.widths == [50, 0, 30])
    }

    @Test("SK-26: custom spacing after a view replaces `spacing` there; the system spacing is 8")
    func customSpacing() {
        let stack = StackStage([fixedView(50), UIView(), fixedView(30)]) { $0.spacing = 10 }
        let (first, middle) = (stack.views[0], stack.views[1])
        stack.stack.setCustomSpacing(30, after: first)
        #expect(stack.stack.customSpacing(after: first) == 30)
        #expect(stack.stack.customSpacing(after: middle) == UIStackView.spacingUseDefault)
        stack.layout()
        // 50 + 30: the middle view from 80, 300 − 80 − 10 − 30 = 180 wide.
        #expect(stack.xs == [0, 80, 270])
        #expect(stack.widths == [50, 180, 30])

        stack.stack.setCustomSpacing(UIStackView.spacingUseSystem, after: first)
        stack.layout()
        #expect(stack.xs == [0, 58, 270])

        stack.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
        #expect(stack.stack.customSpacing(after: first) == UIStackView.spacingUseDefault)
        stack.layout()
        #expect(stack.xs == [0, 60, 270])
    }

    @Test("SK-26: custom spacing after a hidden view, or a view that is not arranged, has no effect")
    func customSpacingAfterHiddenView() {
        let stack = StackStage([IntrinsicView(50), UIView(), IntrinsicView(30)]) { $0.spacing = 10 }
        stack.stack.setCustomSpacing(30, after: stack.views[0])
        stack.views[0].isHidden = true
        let stranger = UIView()
        stack.stack.setCustomSpacing(40, after: stranger)
        #expect(stack.stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
        stack.layout()
        #expect(stack.xs == [0, 0, 270])
        #expect(stack.widths == [0, 260, 30])
    }
}
