// Spec SK-17 … SK-24, SK-27, SK-28: where a stack view puts its arranged views across its axis for each alignment,
// how thick it is when nothing sizes it, vertical stacks, margins-relative and baseline-relative arrangement.
// Horizontal stacks here are 300 x 100 with views 50, 80 and 30 wide, spaced equally (x 0, 120, 270), so only the
// alignment varies; expected values are worked out in each test from the rule.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct StackAlignmentTests {
    /// Three views 50, 80, 30 wide and 20, 40, 60 tall (no height for `.fill`), equally spaced.
    private func row(_ alignment: UIStackView.Alignment, heights: [CGFloat?] = [20, 40, 60]) -> StackStage {
        let views = zip([50, 80, 30] as [CGFloat], heights).map { fixedView($0, $1) }
        return StackStage(views) {
            $0.distribution = .equalSpacing
            $0.alignment = alignment
        }
    }

    @Test("SK-17: fill: every view spans the stack view's height")
    func fill() {
        let stack = row(.fill, heights: [nil, nil, nil])
        #expect(stack.ys == [0, 0, 0])
        #expect(stack.heights == [100, 100, 100])
        #expect(stack.xs == [0, 120, 270])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-18: top: the views' tops are the stack view's")
    func top() {
        let stack = row(.top)
        #expect(stack.ys == [0, 0, 0])
        #expect(stack.heights == [20, 40, 60])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-19: center: the views' centres are the stack view's, y = 50 − height / 2")
    func center() {
        let stack = row(.center)
        #expect(stack.ys == [40, 30, 20])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-20: bottom: the views' bottoms are the stack view's, y = 100 − height")
    func bottom() {
        let stack = row(.bottom)
        #expect(stack.ys == [80, 60, 40])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-21: firstBaseline: first baselines aligned, the highest view at the top")
    func firstBaseline() {
        let views = [(20, 15), (40, 10), (60, 30)].map { height, offset in
            fixedView(50, CGFloat(height), BaselineView(firstFromTop: CGFloat(offset), lastFromBottom: 0))
        }
        let stack = StackStage(views) {
            $0.distribution = .equalSpacing
            $0.alignment = .firstBaseline
        }
        // The view whose baseline is lowest in it (30 from its top) touches the top: the baseline is at 30, so
        // the tops are 30 − 15, 30 − 10, 0.
        #expect(stack.ys == [15, 20, 0])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-21: firstBaseline of views without text aligns their bottoms, the tallest at the top")
    func firstBaselineWithoutText() {
        let stack = row(.firstBaseline)
        #expect(stack.ys == [40, 20, 0])
    }

    @Test("SK-22: lastBaseline: last baselines aligned, the highest view at the top")
    func lastBaseline() {
        let views = [(20, 5), (40, 10), (60, 20)].map { height, offset in
            fixedView(50, CGFloat(height), BaselineView(firstFromTop: 0, lastFromBottom: CGFloat(offset)))
        }
        let stack = StackStage(views) {
            $0.distribution = .equalSpacing
            $0.alignment = .lastBaseline
        }
        // With the baseline at b, the tops are b − 15, b − 30, b − 40: the last view's at 0, so b = 40.
        #expect(stack.ys == [25, 10, 0])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-23: with no height, a centred stack view is as tall as its tallest view")
    func hugsTheTallestView() {
        let views = [fixedView(50, 20), fixedView(80, 40), IntrinsicView(30, 60)]
        let stack = StackStage(views, size: nil) {
            $0.alignment = .center
            $0.spacing = 10
        }
        #expect(stack.stack.frame == CGRect(x: 10, y: 20, width: 180, height: 60))
        #expect(stack.ys == [20, 10, 0])
        #expect(stack.xs == [0, 60, 150])
        // A hidden view does not count: without the 60-point view the stack view is 40 tall.
        views[2].isHidden = true
        stack.layout()
        #expect(stack.stack.frame.size == CGSize(width: 140, height: 40))
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-23: a view taller than a fixed stack view overflows it, centred, without a conflict")
    func tallerViewOverflows() {
        let stack = row(.center, heights: [20, 40, 140])
        #expect(stack.ys == [40, 30, -20])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-24: a vertical stack distributes top to bottom and aligns leading, centre and trailing")
    func vertical() {
        func column(_ alignment: UIStackView.Alignment) -> StackStage {
            let views = zip([20, 40, 60] as [CGFloat], [50, 80, 30] as [CGFloat]).map { fixedView($0, $1) }
            return StackStage(views, axis: .vertical, size: CGSize(width: 100, height: 300)) {
                $0.distribution = .equalSpacing
                $0.alignment = alignment
            }
        }
        let leading = column(.leading)
        #expect(leading.ys == [0, 120, 270])
        #expect(leading.xs == [0, 0, 0])
        #expect(column(.center).xs == [40, 30, 20])
        #expect(column(.trailing).xs == [80, 60, 40])
        #expect(column(.firstBaseline).xs == [0, 0, 0])
        #expect(column(.lastBaseline).xs == [80, 60, 40])
        #expect(leading.layoutMessages.isEmpty)
    }

    @Test("SK-24: a vertical fillEqually stack with fill alignment")
    func verticalFillEqually() {
        let stack = StackStage([UIView(), UIView(), UIView()], axis: .vertical, size: CGSize(width: 100, height: 300)) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        #expect(
            stack.frames == [
                CGRect(x: 0, y: 0, width: 100, height: 90), CGRect(x: 0, y: 105, width: 100, height: 90),
                CGRect(x: 0, y: 210, width: 100, height: 90),
            ])
    }

    @Test("SK-27: margins-relative arrangement lays the views out inside the layout margins")
    func marginsRelative() {
        let stack = StackStage([fixedView(50), fixedView(80), fixedView(30)]) {
            $0.distribution = .equalSpacing
            $0.isLayoutMarginsRelativeArrangement = true
        }
        stack.stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 15, trailing: 10)
        stack.layout()
        // The canvas runs from 20 to 290 (270 wide): gaps (270 − 160) / 2 = 55; from 5 to 85 down.
        #expect(stack.xs == [20, 125, 260])
        #expect(stack.ys == [5, 5, 5])
        #expect(stack.heights == [80, 80, 80])
        // Off again: the bounds are the canvas.
        stack.stack.isLayoutMarginsRelativeArrangement = false
        stack.layout()
        #expect(stack.xs == [0, 120, 270])
        #expect(stack.layoutMessages.isEmpty)
    }

    @Test("SK-28: baseline-relative arrangement spaces a column from last baseline to first baseline")
    func baselineRelative() {
        let views = [(30, 10, 6), (40, 12, 9), (30, 8, 5)].map { height, first, last in
            fixedView(40, CGFloat(height), BaselineView(firstFromTop: CGFloat(first), lastFromBottom: CGFloat(last)))
        }
        let stack = StackStage(views, axis: .vertical, size: nil) {
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
        }
        // The first view's last baseline is at 30 − 6 = 24; the second's first baseline 20 below, at 44, puts its
        // top at 32; its last baseline is at 32 + 40 − 9 = 63, the third's first at 83, its top at 75.
        #expect(stack.ys == [0, 32, 75])
        #expect(stack.stack.frame.height == 105)
        #expect(stack.layoutMessages.isEmpty)
    }
}
