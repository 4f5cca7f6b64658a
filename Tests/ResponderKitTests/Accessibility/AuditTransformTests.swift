// `AccessibilityAudit`'s hit-region size under transforms: the region is measured on screen (window points), after
// the transforms of the element and its ancestors, along the element's own axes — not in its bounds coordinates.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Accessibility audit: hit-region size under transforms")
struct AuditTransformTests {
    /// The reasons of the audit's size issues in the stage's window (the activation check's are left out).
    private func sizeReasons(in stage: AccessibilityFixtures.Stage) -> [String] {
        AccessibilityAudit.run(window: stage.window, types: .hitRegion).filter { $0.hitTestReason == nil }
            .map(\.reason)
    }

    /// A button titled `title` at `frame` in `parent` (the window when nil), with `transform`.
    @discardableResult
    private func button(
        _ title: String, _ frame: CGRect, transform: CGAffineTransform, in parent: UIView? = nil,
        stage: AccessibilityFixtures.Stage
    ) -> UIButton {
        let button = stage.button(title, frame, in: parent)
        button.accessibilityLabel = title
        button.transform = transform
        return button
    }

    @Test("audit: a 60 x 60 button scaled to half is 30 x 30 on screen and reported; 30 x 30 scaled 2x passes")
    func scaledButton() {
        let stage = AccessibilityFixtures.Stage()
        let half = button(
            "Half", CGRect(x: 40, y: 40, width: 60, height: 60), transform: CGAffineTransform(scaleX: 0.5, y: 0.5),
            stage: stage)
        #expect(sizeReasons(in: stage) == ["its hit region is 30 × 30 pt, smaller than 44 × 44 pt"])
        half.removeFromSuperview()
        button(
            "Double", CGRect(x: 40, y: 40, width: 30, height: 30), transform: CGAffineTransform(scaleX: 2, y: 2),
            stage: stage)
        #expect(AccessibilityAudit.run(window: stage.window, types: .hitRegion).isEmpty)
    }

    @Test("audit: a 20 x 20 button scaled 2x is 40 x 40 pt, not an enlarged hit region; scaled unevenly, per axis")
    func scaledButtonIsNotEnlarged() {
        let stage = AccessibilityFixtures.Stage()
        let small = button(
            "Small", CGRect(x: 40, y: 40, width: 20, height: 20), transform: CGAffineTransform(scaleX: 2, y: 2),
            stage: stage)
        #expect(sizeReasons(in: stage) == ["its hit region is 40 × 40 pt, smaller than 44 × 44 pt"])
        small.transform = CGAffineTransform(scaleX: 3, y: 1)
        #expect(sizeReasons(in: stage) == ["its hit region is 44 × 20 pt, smaller than 44 × 44 pt"])
    }

    @Test("audit: an ancestor's transform counts: a 60 x 60 button in a card scaled to half is 30 x 30 pt")
    func scaledAncestor() {
        let stage = AccessibilityFixtures.Stage()
        let card = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 320)))
        button("Pay", CGRect(x: 100, y: 100, width: 60, height: 60), transform: .identity, in: card, stage: stage)
        #expect(AccessibilityAudit.run(window: stage.window, types: .hitRegion).isEmpty)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(sizeReasons(in: stage) == ["its hit region is 30 × 30 pt, smaller than 44 × 44 pt"])
        #expect(AccessibilityAudit.run(window: stage.window, types: .hitRegion).count == 1, "its centre is reached")
    }

    @Test("audit: rotation keeps a button's size: 44 x 44 at 45° passes, 100 x 100 rotated in a card at 0.4 is 40")
    func rotatedButton() {
        let stage = AccessibilityFixtures.Stage()
        // Measured along its own axes: a 44-point side stays 44 points, though its diagonal spans 62 across.
        let square = button(
            "Square", CGRect(x: 40, y: 40, width: 44, height: 44),
            transform: CGAffineTransform(rotationAngle: .pi / 4), stage: stage)
        #expect(AccessibilityAudit.run(window: stage.window, types: .hitRegion).isEmpty)
        square.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(sizeReasons(in: stage) == ["its hit region is 40 × 40 pt, smaller than 44 × 44 pt"])
        square.removeFromSuperview()

        let card = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 320)))
        card.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 0.4, y: 0.4)
        button(
            "Turned", CGRect(x: 110, y: 110, width: 100, height: 100), transform: .identity, in: card, stage: stage)
        #expect(sizeReasons(in: stage) == ["its hit region is 40 × 40 pt, smaller than 44 × 44 pt"])
        card.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 0.5, y: 0.5)
        #expect(AccessibilityAudit.run(window: stage.window, types: .hitRegion).isEmpty, "50 x 50 on screen")
    }
}
