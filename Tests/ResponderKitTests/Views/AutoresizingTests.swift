// Springs and struts (UIKit's autoresizing, the geometry HT-1 hit-tests): when a view's bounds size changes, each
// subview's flexible parts (left/top margin, width/height, right/bottom margin) share the change in proportion to
// their sizes; fixed parts keep theirs. Also `autoresizesSubviews` and `invalidateIntrinsicContentSize()`.

import Foundation
import Testing

@testable import ResponderKit

/// A view that counts its layout passes and sizes its first subview to that subview's intrinsic size.
@MainActor
private final class IntrinsicLayoutView: UIView {
    private(set) var layouts = 0

    override func layoutSubviews() {
        layouts += 1
        guard let child = subviews.first else { return }
        child.frame = CGRect(origin: child.frame.origin, size: child.intrinsicContentSize)
    }
}

/// A view whose natural size is set from outside.
@MainActor
private final class SizedContentView: UIView {
    var contentSize = CGSize(width: 10, height: 10)
    override var intrinsicContentSize: CGSize { contentSize }
}

@MainActor
@Suite("Autoresizing masks (springs and struts)")
struct AutoresizingTests {
    /// A 100 x 100 superview with a subview at (10, 20, 30, 40) carrying `mask`.
    private func pair(_ mask: UIView.AutoresizingMask) -> (UIView, UIView) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        return (superview, subview)
    }

    @Test("The defaults: no mask, and subviews are autoresized; the raw values are UIKit's")
    func defaults() {
        let view = UIView()
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(view.extras == nil, "an empty mask needs no side storage")
    }

    /// One springs-and-struts case: the subview at (10, 20, 30, 40) in a 100 x 100 superview, with `mask`, after
    /// the superview's bounds become `size`.
    struct ResizeCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let mask: UIView.AutoresizingMask
        let size: CGSize
        let expected: CGRect
    }

    nonisolated static let resizeCases: [ResizeCase] = [
        ResizeCase(
            testDescription: "all three horizontal parts share the change as 10 : 30 : 60",
            mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], size: CGSize(width: 200, height: 100),
            expected: CGRect(x: 20, y: 20, width: 60, height: 40)),
        ResizeCase(
            testDescription: "width and right margin share 90 as 30 : 60; the left margin stays 10",
            mask: [.flexibleWidth, .flexibleRightMargin], size: CGSize(width: 190, height: 100),
            expected: CGRect(x: 10, y: 20, width: 60, height: 40)),
        ResizeCase(
            testDescription: "a flexible left margin alone keeps the distance to the right edge",
            mask: [.flexibleLeftMargin], size: CGSize(width: 250, height: 100),
            expected: CGRect(x: 160, y: 20, width: 30, height: 40)),
        ResizeCase(
            testDescription: "top and bottom margins (20 and 40) share 60 proportionally; the height is fixed",
            mask: [.flexibleTopMargin, .flexibleBottomMargin], size: CGSize(width: 100, height: 160),
            expected: CGRect(x: 10, y: 40, width: 30, height: 40)),
        ResizeCase(
            testDescription: "width and height follow on both axes at once, growing and shrinking",
            mask: [.flexibleWidth, .flexibleHeight], size: CGSize(width: 150, height: 80),
            expected: CGRect(x: 10, y: 20, width: 80, height: 20)),
    ]

    @Test("Flexible parts share the superview's change of size in proportion to their sizes", arguments: resizeCases)
    func springsAndStruts(_ resize: ResizeCase) {
        let (superview, subview) = pair(resize.mask)
        superview.bounds = CGRect(origin: .zero, size: resize.size)
        #expect(subview.frame == resize.expected)
        let (framed, framedSubview) = pair(resize.mask)
        framed.frame = CGRect(origin: CGPoint(x: 5, y: 5), size: resize.size)
        #expect(framedSubview.frame == resize.expected, "setting the frame does the same")
    }

    @Test("A length stops at zero; with every flexible part at zero, the change is shared equally")
    func clampAndEqualShare() {
        let (superview, subview) = pair([.flexibleWidth])
        superview.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
        #expect(subview.frame.width == 0)
        let zero = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        zero.addSubview(child)
        zero.frame = CGRect(x: 0, y: 0, width: 100, height: 0)
        #expect(child.frame == CGRect(x: 50, y: 0, width: 50, height: 0))
    }

    @Test("No mask, or autoresizesSubviews = false, leaves the subviews where they are")
    func nothingMoves() {
        let (superview, fixed) = pair([])
        superview.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))

        let (keeping, flexible) = pair([.flexibleWidth])
        keeping.autoresizesSubviews = false
        keeping.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(flexible.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        keeping.autoresizesSubviews = true
        keeping.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(flexible.frame == CGRect(x: 10, y: 20, width: 130, height: 40))
    }

    @Test("A resized subview resizes its own subviews in turn, and only a size change does anything")
    func cascades() {
        let (superview, middle) = pair([.flexibleWidth])
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        inner.autoresizingMask = [.flexibleWidth]
        middle.addSubview(inner)
        superview.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
        #expect(middle.frame.width == 90)
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 90, height: 10))
        superview.frame = CGRect(x: 50, y: 50, width: 160, height: 100)
        #expect(inner.frame.width == 90, "moving the superview resizes nothing")
    }

    @Test("HT-1: after the window grows, a button pinned to the right edge is hit at its new place")
    func pinnedButtonIsTappedAfterResize() throws {
        let stage = ControlFixtures.Stage()
        let container = UIView(frame: stage.window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stage.window.addSubview(container)
        let button = UIButton(frame: CGRect(x: 340, y: 10, width: 50, height: 30))
        button.autoresizingMask = [.flexibleLeftMargin]
        container.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        stage.window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        #expect(button.frame == CGRect(x: 440, y: 10, width: 50, height: 30))
        try stage.sim.tap(at: CGPoint(x: 465, y: 25))
        #expect(taps == 1)
        try stage.sim.tap(at: CGPoint(x: 365, y: 25))
        #expect(taps == 1, "the old place is empty now")
    }

    @Test("invalidateIntrinsicContentSize asks the superview for layout, which sizes the view again")
    func invalidateIntrinsicContentSize() {
        let superview = IntrinsicLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = SizedContentView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        superview.addSubview(content)
        superview.layoutIfNeeded()
        let before = superview.layouts

        content.contentSize = CGSize(width: 40, height: 20)
        content.invalidateIntrinsicContentSize()
        superview.layoutIfNeeded()
        #expect(superview.layouts == before + 1)
        #expect(content.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
    }
}
