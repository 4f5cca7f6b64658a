// `AccessibilityAudit`: the element checks (hit region through HitTestAnalysis, hit-region size with
// point(inside:with:) enlargements, description, trait, action, element detection). Views are built in code in a
// visible window of their own application; each "finds nothing" test also shows the check finding its problem in a
// near-identical window.

import Foundation
import Testing

@testable import ResponderKit

/// Enlarges its hit area by `outset` points on every side through `point(inside:with:)` (HT-7).
private final class OutsetButton: UIButton {
    var outset: CGFloat = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -outset, dy: -outset).contains(point)
    }
}

/// Says it is adjustable and steps a value, or (with `adjusts` false) does nothing, like a forgotten override.
private final class RatingView: UIView {
    var adjusts = true
    var rating = 0
    var steps: [Int] = []
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(rating) stars" }
        set {}
    }
    override func accessibilityIncrement() {
        guard adjusts, rating < 5 else { return }
        rating += 1
        steps.append(1)
    }
    override func accessibilityDecrement() {
        guard adjusts, rating > 0 else { return }
        rating -= 1
        steps.append(-1)
    }
}

/// A visible 320 x 480 window of its own application.
@MainActor
private func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
    window.accessibilityIdentifier = "window"
    window.makeKeyAndVisible()
    return window
}

/// A labelled button named `id` with `frame`, added to `superview`.
@MainActor
@discardableResult
private func addButton(_ id: String, _ frame: CGRect, to superview: UIView, label: String? = "OK") -> UIButton {
    let button = UIButton(frame: frame)
    button.accessibilityIdentifier = id
    button.accessibilityLabel = label
    superview.addSubview(button)
    return button
}

@MainActor
@Suite("Accessibility audit: element checks")
struct AuditTests {
    @Test("AX-7 audit: a button covered by a clear view later in the window is reported with HitTestAnalysis' reason")
    func coveredButton() throws {
        let window = makeWindow()
        let button = addButton("pay", CGRect(x: 40, y: 380, width: 240, height: 50), to: window)
        let overlay = UIView(frame: window.bounds)
        overlay.accessibilityIdentifier = "overlay"
        window.addSubview(overlay)
        let issues = AccessibilityAudit.run(window: window, types: .hitRegion)
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.element === button && issue.identifier == "pay" && issue.type == .hitRegion)
        #expect(issue.hitTestReason == .covered(by: overlay))
        let point = CGPoint(x: 160, y: 405)
        #expect(issue.hitTestReason == HitTestAnalysis(window: window, point: point).reason(for: button))
        #expect(issue.reason.contains("reaches overlay, not it: overlay is in front of it"))
        overlay.removeFromSuperview()
        #expect(AccessibilityAudit.run(window: window, types: .hitRegion).isEmpty)
    }

    @Test("AX-7 audit: a button inside a UIImageView (interaction disabled by default) is unreachable by a tap")
    func imageViewParent() throws {
        let window = makeWindow()
        let photo = UIImageView(frame: CGRect(x: 0, y: 60, width: 320, height: 320))
        photo.accessibilityIdentifier = "photo"
        window.addSubview(photo)
        let like = addButton("like", CGRect(x: 250, y: 250, width: 60, height: 60), to: photo)
        let issue = try #require(AccessibilityAudit.run(window: window).first)
        #expect(issue.element === like)
        #expect(issue.hitTestReason == .ancestorInteractionDisabled(photo))
        #expect(issue.reason.contains("UIImageView default"))
        photo.isUserInteractionEnabled = true
        #expect(AccessibilityAudit.run(window: window).isEmpty)
    }

    @Test("AX-6 audit: a button outside its superview's bounds is reported; a faint or invisible card is not")
    func outsideAndTransparent() {
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        let outside = addButton("outside", CGRect(x: 150, y: 0, width: 60, height: 60), to: card)
        let reasons = AccessibilityAudit.run(window: window).compactMap(\.hitTestReason)
        #expect(reasons == [.outsideAncestor(card)])
        outside.frame.origin.x = 20
        #expect(AccessibilityAudit.run(window: window).isEmpty)
        // A faint card (alpha 0.02) is both read (AX-3) and hit (HT-3); at 0.01 it is neither, so nothing to report.
        card.alpha = 0.02
        #expect(AccessibilityAudit.run(window: window).isEmpty)
        card.alpha = 0.01
        #expect(AccessibilityAudit.run(window: window).isEmpty)
    }

    @Test("audit: a 20 x 20 button is under 44 x 44; the same button with point(inside:) enlarged by 12 passes")
    func smallHitRegion() throws {
        let window = makeWindow()
        let button = OutsetButton(frame: CGRect(x: 200, y: 100, width: 20, height: 20))
        button.accessibilityIdentifier = "close"
        button.accessibilityLabel = "Close"
        window.addSubview(button)
        let issue = try #require(AccessibilityAudit.run(window: window).first)
        #expect(issue.element === button && issue.hitTestReason == nil)
        #expect(issue.reason == "its hit region is 20 × 20 pt, smaller than 44 × 44 pt")
        button.outset = 11
        #expect(
            AccessibilityAudit.run(window: window).first?.reason.contains("42 × 42 pt (point(inside:with:)") == true)
        button.outset = 12
        #expect(AccessibilityAudit.run(window: window).isEmpty)
        // A 44 x 30 button is short in one direction only.
        button.outset = 0
        button.frame = CGRect(x: 200, y: 100, width: 44, height: 30)
        #expect(AccessibilityAudit.run(window: window).first?.reason.contains("44 × 30 pt") == true)
    }

    @Test("AX-1 audit: an unlabelled image button and a label repeating its trait lack a description")
    func descriptions() {
        let window = makeWindow()
        let share = addButton("share", CGRect(x: 20, y: 40, width: 44, height: 44), to: window, label: nil)
        share.accessibilityTraits = [.button, .image]
        let save = addButton("save", CGRect(x: 80, y: 40, width: 100, height: 44), to: window, label: "Save button")
        let plain = addButton("plain", CGRect(x: 200, y: 40, width: 100, height: 44), to: window, label: "button")
        let issues = AccessibilityAudit.run(window: window, types: .sufficientElementDescription)
        #expect(issues.map(\.element) == [share, save, plain])
        #expect(issues[0].reason.contains("no accessibilityLabel"))
        #expect(issues[1].reason.contains("\"Save button\" repeats its trait"))
        share.accessibilityLabel = "Share"
        save.accessibilityLabel = "Save"
        plain.accessibilityLabel = "Buttonhole stitch"
        #expect(AccessibilityAudit.run(window: window).isEmpty)
    }

    @Test("AX-2 audit: a control VoiceOver cannot reach is reported (elementDetection); its element twin is not")
    func elementDetection() throws {
        let window = makeWindow()
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        hidden.accessibilityIdentifier = "toolbar"
        hidden.accessibilityElementsHidden = true
        window.addSubview(hidden)
        let buried = addButton("buried", CGRect(x: 10, y: 10, width: 60, height: 44), to: hidden)
        let tappable = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        tappable.accessibilityIdentifier = "tile"
        tappable.addGestureRecognizer(UITapGestureRecognizer())
        window.addSubview(tappable)
        let issues = AccessibilityAudit.run(window: window, types: .elementDetection)
        #expect(issues.map(\.element) == [buried, tappable])
        #expect(issues[0].reason.contains("toolbar has accessibilityElementsHidden (AX-3)"))
        #expect(issues[1].reason.contains("gesture recognizer"))
        hidden.accessibilityElementsHidden = false
        tappable.isAccessibilityElement = true
        tappable.accessibilityLabel = "Tile"
        #expect(AccessibilityAudit.run(window: window, types: .elementDetection).isEmpty)
        // The tile takes taps but has no trait saying so; with .button it passes.
        let trait = try #require(AccessibilityAudit.run(window: window, types: .trait).first)
        #expect(trait.element === tappable)
        tappable.accessibilityTraits = .button
        #expect(AccessibilityAudit.run(window: window).isEmpty)
    }

    @Test("audit: an adjustable element that ignores increment and decrement is reported; one that steps is restored")
    func adjustable() throws {
        let window = makeWindow()
        let rating = RatingView(frame: CGRect(x: 20, y: 100, width: 280, height: 44))
        rating.accessibilityIdentifier = "rating"
        rating.accessibilityLabel = "Rating"
        rating.accessibilityTraits = .adjustable
        rating.adjusts = false
        window.addSubview(rating)
        let issue = try #require(AccessibilityAudit.run(window: window, types: .action).first)
        #expect(issue.element === rating && issue.reason.contains("at \"0 stars\""))
        rating.adjusts = true
        #expect(AccessibilityAudit.run(window: window, types: .action).isEmpty)
        #expect(rating.steps == [1, -1] && rating.rating == 0)
        // At its maximum, increment does nothing; decrement then increment proves it adjusts and restores it.
        rating.rating = 5
        rating.steps = []
        #expect(AccessibilityAudit.run(window: window, types: .action).isEmpty)
        #expect(rating.steps == [-1, 1] && rating.rating == 5)
        // A real slider adjusts (and ends where it started).
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 280, height: 44))
        slider.accessibilityLabel = "Volume"
        slider.value = 0.5
        window.addSubview(slider)
        #expect(AccessibilityAudit.run(window: window).isEmpty)
        #expect(slider.value == 0.5)
    }

    @Test("audit: types select the checks; AuditType names round-trip")
    func types() {
        let window = makeWindow()
        addButton("tiny", CGRect(x: 0, y: 0, width: 10, height: 10), to: window, label: nil)
        #expect(AccessibilityAudit.run(window: window, types: .hitRegion).map(\.type) == [.hitRegion])
        #expect(AccessibilityAudit.run(window: window, types: .sufficientElementDescription).count == 1)
        #expect(AccessibilityAudit.run(window: window, types: []).isEmpty)
        #expect(AccessibilityAudit.run(window: window).count == 2)
        for (name, type) in AccessibilityAudit.AuditType.named {
            #expect(AccessibilityAudit.AuditType(name: name) == type && type.names == [name])
        }
        #expect(AccessibilityAudit.AuditType.all.names.count == 6)
    }
}
