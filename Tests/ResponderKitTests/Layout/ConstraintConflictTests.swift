// Required conflicts, translated frames and refused constraints: what UIKit logs, breaks and raises for.
import ResponderKit
import ResponderKitTestSupport
import Testing

@MainActor
@Suite("Auto Layout: conflicts and refusals")
struct ConstraintConflictTests {
    @Test("AL-12: a required conflict is logged once, the broken constraint stays active and is left out")
    func requiredConflictLoggedOnce() {
        let stage = LayoutStage()
        let view = stage.constrained()
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: stage.window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            first, second,
        ])
        stage.window.layoutIfNeeded()
        #expect(view.frame.width == 100)
        #expect(second.isActive && second.isBroken && !first.isBroken)
        #expect(stage.messages.count == 1)
        let message = stage.messages.first ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        #expect(message.contains("'too-wide'") && message.contains("width == 100"))
        let broken = stage.tracer.entries.compactMap { entry -> NSLayoutConstraint? in
            if case .constraintBroken(let constraint, _) = entry { return constraint }
            return nil
        }
        #expect(broken.count == 1 && broken.first === second)
        // Deactivating the survivor does not bring the broken one back by itself (UIKit keeps it broken).
        first.isActive = false
        second.isActive = false
        second.isActive = true
        stage.window.layoutIfNeeded()
        #expect(view.frame.width == 200 && !second.isBroken && stage.messages.count == 1)
    }

    @Test("AL-13: a view that translates its frame conflicts with a size constraint")
    func translatedFrameConflicts() {
        let stage = LayoutStage()
        let view = stage.add(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        stage.window.layoutIfNeeded()
        #expect(width.isBroken && view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(stage.messages.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(stage.messages.first?.contains("h=--- v=---") == true)
    }

    @Test("AL-13: a subview constrained to a frame-based superview follows its frame")
    func subviewFollowsTranslatedFrame() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = stage.constrained(in: box)
        NSLayoutConstraint.activate(pin(child, to: box, UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
        stage.window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
        box.frame.size.width = 200
        stage.window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 5, width: 190, height: 90))
        #expect(stage.messages.isEmpty)
    }

    @Test("AL-9: constraining items with no common ancestor is refused with UIKit's message")
    func noCommonAncestor() {
        let stage = LayoutStage()
        let inWindow = stage.constrained()
        let elsewhere = UIView()
        let constraint = inWindow.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor)
        let width = inWindow.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([constraint, width])
        #expect(!constraint.isActive && width.isActive)
        #expect(stage.messages.count == 1 && stage.messages[0].contains("because they have no common ancestor"))
        let errors = stage.tracer.entries.filter { if case .layoutError = $0 { true } else { false } }
        #expect(errors.count == 1)
    }

    @Test("AL-10: a location equal to a constant is refused; a dimension may equal one")
    func locationEqualToConstant() {
        let stage = LayoutStage()
        let view = stage.constrained()
        let location = NSLayoutConstraint(
            item: view, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 20)
        let zeroMultiplier = NSLayoutConstraint(
            item: view, attribute: .top, relatedBy: .equal, toItem: stage.window, attribute: .top, multiplier: 0,
            constant: 20)
        let dimension = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: stage.window, attribute: .width, multiplier: 0,
            constant: 20)
        NSLayoutConstraint.activate([location, zeroMultiplier, dimension])
        #expect(!location.isActive && !zeroMultiplier.isActive && dimension.isActive)
        #expect(stage.messages.count == 2 && stage.messages.allSatisfy { $0.contains("illegal constraint") })
    }

    @Test("AL-11: leading cannot be related to left, nor an x position to a y position")
    func invalidPairings() {
        let stage = LayoutStage()
        let view = stage.constrained()
        let mixed = view.leadingAnchor.constraint(equalTo: stage.window.leftAnchor)
        let axes = NSLayoutConstraint(
            item: view, attribute: .top, relatedBy: .equal, toItem: stage.window, attribute: .left, multiplier: 1,
            constant: 0)
        let fine = view.leftAnchor.constraint(equalTo: stage.window.leftAnchor, constant: 3)
        NSLayoutConstraint.activate([mixed, axes, fine])
        #expect(!mixed.isActive && !axes.isActive && fine.isActive)
        #expect(stage.messages.contains { $0.contains("leading/trailing attribute and a right/left attribute") })
        #expect(stage.messages.contains { $0.contains("Invalid pairing of layout attributes") })
    }

    @Test("AL-8: a priority may not change between required and optional on an active constraint")
    func priorityRequiredToOptional() {
        let stage = LayoutStage()
        let view = stage.constrained()
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required && stage.messages.count == 1)
        let optional = view.widthAnchor.constraint(equalToConstant: 40)
        optional.priority = .defaultLow
        optional.isActive = true
        optional.priority = .defaultHigh
        #expect(optional.priority == .defaultHigh && stage.messages.count == 1)
    }

    @Test("Bad input: NaN and infinite constants and multipliers are refused; frames stay as they were")
    func nonFiniteNumbers() {
        let stage = LayoutStage()
        let view = stage.constrained()
        NSLayoutConstraint.activate(pin(view, to: stage.window, .zero))
        stage.window.layoutIfNeeded()
        let before = view.frame
        let nan = view.widthAnchor.constraint(equalToConstant: .nan)
        let infinite = view.widthAnchor.constraint(equalTo: stage.window.widthAnchor, multiplier: .infinity)
        NSLayoutConstraint.activate([nan, infinite])
        let width = view.heightAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultLow
        width.isActive = true
        width.constant = .infinity
        stage.window.layoutIfNeeded()
        #expect(!nan.isActive && !infinite.isActive && view.frame == before)
        #expect(stage.messages.count == 3)
    }

    @Test("Bad input: activating and deactivating one constraint in a loop leaves the layout as it was")
    func activationLoop() {
        let stage = LayoutStage()
        let view = stage.constrained()
        NSLayoutConstraint.activate(pin(view, to: stage.window, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        let extra = view.widthAnchor.constraint(equalToConstant: 10)
        extra.priority = .defaultHigh
        for _ in 0..<5_000 {
            extra.isActive = true
            extra.isActive = false
        }
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 314, height: 476) && !extra.isActive)
        #expect(stage.window.constraints.count == 4)
    }
}
