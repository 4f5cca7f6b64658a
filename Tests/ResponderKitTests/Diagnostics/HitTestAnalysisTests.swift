// `HitTestAnalysis`: which views contain a point but did not get it, and the first reason each (spec HT-2 … HT-7,
// HT-11, SP-1, SP-2, SP-7, SP-16). Views are built in code in a visible window; points are in window coordinates.

import Foundation
import Testing

@testable import ResponderKit

/// Enlarges its hit area by 20 points on every side through `point(inside:with:)` (HT-7).
private final class EnlargedView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// Accepts points only in its left half (a shrunk hit area).
private final class LeftHalfView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= 0 && point.x < bounds.width / 2 && point.y >= 0 && point.y < bounds.height
    }
}

/// Passes touches through: returns nil where UIKit would return itself (HT-7).
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A visible window of its own application, 320 x 480.
@MainActor
private func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
    window.makeKeyAndVisible()
    return window
}

/// A view with an identifier (for names in sentences) added to `superview`.
@MainActor
private func add<View: UIView>(_ view: View, _ id: String, _ frame: CGRect, to superview: UIView) -> View {
    view.frame = frame
    view.accessibilityIdentifier = id
    superview.addSubview(view)
    return view
}

@MainActor
struct HitTestAnalysisTests {
    @Test("HT-2: a view behind the hit view is covered by the sibling in front that took the point")
    func coveredByTransparentSibling() throws {
        let window = makeWindow()
        let frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        let button = add(UIButton(frame: frame), "save", frame, to: window)
        let overlay = add(UIView(), "overlay", CGRect(x: 0, y: 0, width: 320, height: 100), to: window)
        overlay.backgroundColor = .clear  // drawn content does not matter (HT-10)
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 50, y: 30))
        #expect(analysis.hitView === overlay)
        let misses = analysis.misses().misses
        #expect(misses.first == HitTestMiss(view: button, reason: .covered(by: overlay)))
        #expect(analysis.reason(for: button) == .covered(by: overlay))
        #expect(!analysis.reaches(button))
        #expect(analysis.reaches(overlay) && analysis.reaches(window))
        #expect(analysis.reason(for: overlay) == nil && analysis.reason(for: window) == nil)
        // The button's own title label (a UILabel, HT-14) is listed after it for its own state, which comes first.
        let label = try #require(button.titleLabel)
        #expect(analysis.reason(for: label) == .interactionDisabled)
        #expect(misses.contains(HitTestMiss(view: label, reason: .interactionDisabled)))
        #expect(
            misses.first?.summary
                == "save: overlay is in front of it and took the touch first (front-most views are asked first, HT-2)")
    }

    @Test("HT-4, SP-1: a button inside an image view is disabled by the image view's default")
    func insideImageView() {
        let window = makeWindow()
        let photo = add(UIImageView(), "photo", CGRect(x: 0, y: 0, width: 200, height: 200), to: window)
        let button = add(UIButton(frame: .zero), "like", CGRect(x: 10, y: 10, width: 60, height: 30), to: photo)
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 20, y: 20))
        #expect(analysis.hitView === window)
        #expect(analysis.reason(for: photo) == .interactionDisabled)
        #expect(analysis.reason(for: button) == .ancestorInteractionDisabled(photo))
        let misses = analysis.misses().misses
        #expect(misses.map(\.view).prefix(2).elementsEqual([photo, button], by: ===))
        let expected = "photo: its userInteractionEnabled is false, the UIImageView default (HT-11, SP-1)"
        #expect(misses.first?.summary == expected)
        #expect(
            misses.dropFirst().first?.summary
                == "like: its superview photo has userInteractionEnabled false (the UIImageView default), which "
                + "disables its whole subtree (HT-4, SP-1)")
    }

    @Test("HT-4, SP-16: a disabled container disables the buttons deep inside it")
    func disabledContainer() {
        let window = makeWindow()
        let form = add(UIView(), "form", CGRect(x: 0, y: 0, width: 200, height: 200), to: window)
        let row = add(UIView(), "row", CGRect(x: 0, y: 0, width: 200, height: 50), to: form)
        let button = add(UIButton(frame: .zero), "ok", CGRect(x: 0, y: 0, width: 50, height: 50), to: row)
        form.isUserInteractionEnabled = false
        let miss = HitTestMiss(view: button, reason: .ancestorInteractionDisabled(form))
        #expect(HitTestAnalysis(window: window, point: CGPoint(x: 10, y: 10)).reason(for: button) == miss.reason)
        #expect(
            miss.summary
                == "ok: its ancestor form has userInteractionEnabled false, which disables its whole subtree (HT-4, "
                + "SP-16)")
    }

    @Test("HT-6, SP-2: a subview drawn outside its superview's bounds cannot be tapped there")
    func outsideAncestor() {
        let window = makeWindow()
        let card = add(UIView(), "card", CGRect(x: 0, y: 0, width: 100, height: 100), to: window)
        let badge = add(UIView(), "badge", CGRect(x: 120, y: 0, width: 50, height: 50), to: card)
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 140, y: 20))
        #expect(analysis.hitView === window)
        #expect(analysis.misses().misses == [HitTestMiss(view: badge, reason: .outsideAncestor(card))])
        #expect(analysis.reason(for: badge) == .outsideAncestor(card))
        #expect(analysis.reason(for: card) == .notAtPoint)
        #expect(
            analysis.misses().misses.first?.summary
                == "badge: the point is outside the bounds of its superview card, so card never asks its subviews, "
                + "even those that extend there (HT-6, SP-2)")
    }

    @Test("HT-6: content clipped away by an ancestor with clipsToBounds is not at the point")
    func clippedContent() {
        let window = makeWindow()
        let card = add(UIView(), "card", CGRect(x: 0, y: 0, width: 100, height: 100), to: window)
        let badge = add(UIView(), "badge", CGRect(x: 120, y: 0, width: 50, height: 50), to: card)
        card.clipsToBounds = true
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 140, y: 20))
        #expect(analysis.misses().misses.isEmpty)
        #expect(analysis.reason(for: badge) == .notAtPoint)
    }

    @Test("HT-3, SP-7: a view with alpha 0 is transparent to the tap, and so is its subtree")
    func transparent() {
        let window = makeWindow()
        let ghost = add(UIView(), "ghost", CGRect(x: 0, y: 0, width: 100, height: 100), to: window)
        let inner = add(UIView(), "inner", CGRect(x: 0, y: 0, width: 50, height: 50), to: ghost)
        ghost.alpha = 0
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 10, y: 10))
        #expect(analysis.reason(for: ghost) == .transparent(alpha: 0))
        #expect(analysis.reason(for: inner) == .ancestorTransparent(ghost, alpha: 0))
        #expect(
            HitTestMiss(view: ghost, reason: .transparent(alpha: 0)).summary
                == "ghost: its alpha is 0 (<= 0.01 counts as transparent, HT-3, SP-7)")
        #expect(
            HitTestMiss(view: inner, reason: .ancestorTransparent(ghost, alpha: 0.005)).summary
                == "inner: its superview ghost has alpha 0.005 (<= 0.01 counts as transparent), which removes its "
                + "whole subtree from hit-testing (HT-3, HT-4)")
    }

    @Test("HT-4: a hidden ancestor hides its subtree's views from the tap")
    func hiddenAncestor() {
        let window = makeWindow()
        let toast = add(UIView(), "toast", CGRect(x: 0, y: 0, width: 200, height: 60), to: window)
        let undo = add(UIButton(frame: .zero), "undo", CGRect(x: 0, y: 0, width: 60, height: 60), to: toast)
        toast.isHidden = true
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 10, y: 10))
        #expect(analysis.reason(for: toast) == .hidden)
        #expect(analysis.reason(for: undo) == .ancestorHidden(toast))
        let misses = analysis.misses().misses
        #expect(misses.first == HitTestMiss(view: toast, reason: .hidden))
        #expect(misses.dropFirst().first == HitTestMiss(view: undo, reason: .ancestorHidden(toast)))
        #expect(misses.first?.summary == "toast: it is hidden (SP-7)")
    }

    @Test("HT-7: a point(inside:) override that enlarges the hit area counts as containing the point")
    func enlargedHitArea() {
        let window = makeWindow()
        let close = add(EnlargedView(), "close", CGRect(x: 100, y: 100, width: 20, height: 20), to: window)
        let plain = add(UIView(), "plain", CGRect(x: 200, y: 100, width: 20, height: 20), to: window)
        // 10 points left of each view: outside its bounds, inside the enlarged hit area only.
        #expect(HitTestAnalysis(window: window, point: CGPoint(x: 90, y: 110)).reaches(close))
        close.isUserInteractionEnabled = false
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 90, y: 110))
        #expect(analysis.reason(for: close) == .interactionDisabled)
        #expect(analysis.misses().misses == [HitTestMiss(view: close, reason: .interactionDisabled)])
        #expect(HitTestAnalysis(window: window, point: CGPoint(x: 190, y: 110)).reason(for: plain) == .notAtPoint)
    }

    @Test("HT-7: a point on the bounds but outside an overridden hit area is outside the hit area")
    func outsideHitArea() {
        let window = makeWindow()
        let half = add(LeftHalfView(), "half", CGRect(x: 0, y: 0, width: 100, height: 100), to: window)
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 75, y: 50))
        #expect(analysis.reason(for: half) == .outsideHitArea)
        #expect(
            HitTestMiss(view: half, reason: .outsideHitArea).summary
                == "half: the point is outside its hit area (point(inside:with:) is false there)")
    }

    @Test("HT-7: a pass-through overlay is not returned by its own hitTest, and the view behind gets the tap")
    func passThroughOverlay() {
        let window = makeWindow()
        let button = add(UIButton(frame: .zero), "buy", CGRect(x: 0, y: 0, width: 100, height: 50), to: window)
        let overlay = add(PassThroughView(), "overlay", CGRect(x: 0, y: 0, width: 320, height: 480), to: window)
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 10, y: 10))
        #expect(analysis.hitView === button)
        #expect(analysis.reason(for: overlay) == .notReturned)
        let named = analysis.misses { $0.accessibilityIdentifier != nil }  // not the button's label and image view
        #expect(named.misses == [HitTestMiss(view: overlay, reason: .notReturned)])
    }

    @Test("HT-12: a view outside the analysed window is not in the window")
    func notInWindow() {
        let window = makeWindow()
        let other = makeWindow()
        let there = add(UIView(), "there", CGRect(x: 0, y: 0, width: 100, height: 100), to: other)
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 10, y: 10))
        #expect(analysis.reason(for: there) == .notInWindow)
        #expect(analysis.reason(for: detached) == .notInWindow)
        #expect(!analysis.reaches(there) && !analysis.reaches(detached))
        #expect(analysis.reason(for: other) == .notInWindow)
    }

    @Test("HT-14: the tap on a button's label reaches the button, not the label")
    func labelInsideButton() throws {
        let window = makeWindow()
        let button = add(UIButton(frame: .zero), "send", CGRect(x: 0, y: 0, width: 100, height: 50), to: window)
        let label = add(UILabel(), "caption", CGRect(x: 10, y: 10, width: 80, height: 30), to: button)
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 20, y: 20))
        #expect(analysis.hitView === button)
        #expect(analysis.reaches(button) && analysis.reason(for: button) == nil)
        #expect(!analysis.reaches(label))
        #expect(analysis.reason(for: label) == .interactionDisabled)
        label.isUserInteractionEnabled = true
        let enabled = HitTestAnalysis(window: window, point: CGPoint(x: 20, y: 20))
        #expect(enabled.hitView === label)
        #expect(enabled.reaches(button) && enabled.reaches(label))
    }

    @Test("HT-2: misses are listed in pre-order, back to front, and a limit counts the rest as omitted")
    func limitAndOrder() {
        let window = makeWindow()
        let cards = (0..<5).map { add(UIView(), "card\($0)", CGRect(x: 0, y: 0, width: 100, height: 100), to: window) }
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 10, y: 10))
        #expect(analysis.hitView === cards[4])
        let all = analysis.misses()
        #expect(all.misses == cards.prefix(4).map { HitTestMiss(view: $0, reason: .covered(by: cards[4])) })
        #expect(all.omitted == 0)
        let limited = analysis.misses(limit: 2)
        #expect(limited.misses == Array(all.misses.prefix(2)) && limited.omitted == 2)
        let filtered = analysis.misses(limit: 1) { $0 !== cards[0] }
        #expect(filtered.misses.map(\.view).elementsEqual([cards[1]], by: ===) && filtered.omitted == 2)
    }

    @Test("HT-15: reason(for:) agrees with misses for every view of a mixed tree, without side effects")
    func reasonAgreesWithMisses() {
        let window = makeWindow()
        let back = add(UIView(), "back", CGRect(x: 0, y: 0, width: 200, height: 200), to: window)
        let scroll = add(UIView(), "scroll", CGRect(x: 0, y: 0, width: 200, height: 200), to: back)
        scroll.bounds.origin = CGPoint(x: 0, y: 100)
        let row = add(UIView(), "row", CGRect(x: 0, y: 100, width: 200, height: 40), to: scroll)
        let hiddenRow = add(UIView(), "hiddenRow", CGRect(x: 0, y: 100, width: 200, height: 40), to: scroll)
        hiddenRow.isHidden = true
        let turned = add(UIView(), "turned", CGRect(x: 0, y: 0, width: 40, height: 40), to: row)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let front = add(UILabel(), "front", CGRect(x: 0, y: 0, width: 200, height: 200), to: window)
        let analysis = HitTestAnalysis(window: window, point: CGPoint(x: 20, y: 10))
        #expect(analysis.hitView === turned)
        let misses = analysis.misses().misses
        var listed: [ObjectIdentifier: HitTestMissReason] = [:]
        for miss in misses { listed[ObjectIdentifier(miss.view)] = miss.reason }
        for view in [window, back, scroll, row, hiddenRow, turned, front] {
            let expected = analysis.reaches(view) ? nil : listed[ObjectIdentifier(view)] ?? .notAtPoint
            #expect(analysis.reason(for: view) == expected, "\(view.accessibilityIdentifier ?? "?")")
        }
        #expect(listed[ObjectIdentifier(hiddenRow)] == .hidden)
        #expect(listed[ObjectIdentifier(front)] == .interactionDisabled)
        #expect(HitTestAnalysis(window: window, point: CGPoint(x: 20, y: 10)).misses().misses == misses)
    }

    @Test("HT-2: reasons are equal by the identity of the views they name")
    func equalityByIdentity() {
        let first = UIView()
        let second = UIView()
        #expect(HitTestMissReason.covered(by: first) == .covered(by: first))
        #expect(HitTestMissReason.covered(by: first) != .covered(by: second))
        #expect(HitTestMissReason.ancestorTransparent(first, alpha: 0) != .ancestorTransparent(first, alpha: 0.005))
        #expect(HitTestMissReason.hidden != .notAtPoint)
        #expect(HitTestMissReason.outsideAncestor(second).relatedView === second)
    }
}
