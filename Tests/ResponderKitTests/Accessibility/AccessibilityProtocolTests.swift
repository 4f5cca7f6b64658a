// The UIAccessibility informal protocol (spec AX-1, AX-6, AX-8): which classes are elements, their labels, values
// and traits by default, the frame and activation point, overrides as app code writes them, elements that are not
// views, and custom actions.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Accessibility protocol (AX-1, AX-6, AX-8)")
struct AccessibilityProtocolTests {
    private typealias Fixtures = AccessibilityFixtures

    @Test("AX-1: UIKit's controls and UILabel are elements; UIView, UIImageView and custom subclasses are not")
    func whichClassesAreElements() {
        let field = UITextField(frame: .zero)
        let elements: [UIResponder] = [
            UIButton(frame: .zero), UISwitch(frame: .zero), UISlider(frame: .zero), UIStepper(frame: .zero),
            UISegmentedControl(items: ["A", "B"]), field, UILabel(frame: .zero),
        ]
        for element in elements { #expect(element.isAccessibilityElement, "\(type(of: element))") }

        final class CustomView: UIView {}
        final class CustomControl: UIControl {}
        let image = UIImageView(frame: .zero)
        image.accessibilityLabel = "Logo"
        let others: [UIResponder] = [
            UIView(frame: .zero), image, CustomView(frame: .zero), CustomControl(frame: .zero),
        ]
        for other in others { #expect(!other.isAccessibilityElement, "\(type(of: other))") }

        // Saying otherwise is honoured both ways.
        image.isAccessibilityElement = true
        field.isAccessibilityElement = false
        #expect(image.isAccessibilityElement)
        #expect(!field.isAccessibilityElement)
        #expect(image.accessibilityTraits.contains(.image))
    }

    @Test("AX-1: labels default to a button's title and a label's text; values to a switch's, a slider's, a field's")
    func labelsAndValues() {
        let button = UIButton(frame: .zero)
        button.setTitle("Sign In", for: .normal)
        let label = UILabel(frame: .zero)
        label.text = "Welcome"
        #expect(button.accessibilityLabel == "Sign In")
        #expect(label.accessibilityLabel == "Welcome")
        #expect(UIView(frame: .zero).accessibilityLabel == nil)
        button.accessibilityLabel = "Log in"
        #expect(button.accessibilityLabel == "Log in")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Sign In")

        let toggle = UISwitch(frame: .zero)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = UISlider(frame: .zero)
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")

        let field = UITextField(frame: .zero)
        field.text = "ann@example.com"
        #expect(field.accessibilityValue == "ann@example.com")
        #expect(button.accessibilityHint == nil)
        button.accessibilityHint = "Signs in with the name and password"
        #expect(button.accessibilityHint == "Signs in with the name and password")
    }

    @Test("AX-1: traits say what an element is; a control's notEnabled and selected follow its state")
    func traitsFollowState() {
        let button = UIButton(frame: .zero)
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == [.link, .notEnabled], "state traits stay on traits the app set")
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.link, .selected])

        #expect(UISlider(frame: .zero).accessibilityTraits.contains(.adjustable))
        #expect(UIStepper(frame: .zero).accessibilityTraits.contains(.adjustable))
        #expect(UILabel(frame: .zero).accessibilityTraits == .staticText)
        #expect(UIView(frame: .zero).accessibilityTraits == [])
    }

    @Test("AX-1: a subclass overriding accessibilityLabel and isAccessibilityElement is read through the override")
    func overridesAreUsed() {
        let stage = Fixtures.Stage()
        let badge = stage.add(Fixtures.BadgeView(frame: CGRect(x: 10, y: 10, width: 40, height: 40)))
        #expect(stage.navigator.elements.first === badge)
        #expect(stage.readingOrder == ["3 new messages"])
        badge.count = 4
        #expect(stage.readingOrder == ["4 new messages"])
    }

    @Test("AX-6: the frame is the view's frame on screen, the activation point its centre; both can be set")
    func frameAndActivationPoint() {
        let stage = Fixtures.Stage(app: UIApplication())
        let window2 = stage.makeWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        window2.addSubview(box)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        box.addSubview(button)

        #expect(button.accessibilityFrame == CGRect(x: 130, y: 240, width: 40, height: 20))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 150, y: 250))
        button.accessibilityFrame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 5, y: 5), "follows a frame the app set")
        button.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
        #expect(
            UIAccessibility.convertToScreenCoordinates(box.bounds, in: box)
                == CGRect(x: 120, y: 230, width: 100, height: 50))
    }

    @Test("AX-6: a UIAccessibilityElement's frame follows its container through frameInContainerSpace")
    func elementInContainerSpace() {
        let stage = Fixtures.Stage()
        let chart = stage.add(UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 100)))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March, 12 sales"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 80)
        chart.accessibilityElements = [bar]

        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityFrame == CGRect(x: 60, y: 120, width: 30, height: 80))
        chart.frame.origin = CGPoint(x: 0, y: 0)
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 20, width: 30, height: 80), "recomputed on each read")
        #expect(bar.accessibilityContainer as AnyObject? === chart)
        #expect(bar.next === chart)
        #expect(stage.navigator.elements.first === bar)
        #expect(chart.accessibilityElementCount() == 1)
        #expect(chart.accessibilityElement(at: 0) as AnyObject? === bar)
        #expect(chart.accessibilityElement(at: 1) == nil)
        #expect(chart.index(ofAccessibilityElement: bar) == 0)
    }

    @Test("AX-8: escape, magic tap, scroll and activate answer false by default; increment does nothing")
    func defaultsAnswerFalse() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.accessibilityPerformEscape())
        #expect(!view.accessibilityPerformMagicTap())
        #expect(!view.accessibilityActivate())
        #expect(!view.accessibilityScroll(.down))
        #expect(!UIButton(frame: .zero).accessibilityPerformEscape())
        #expect(!UIViewController().accessibilityPerformMagicTap())
        #expect(!UIApplication().accessibilityPerformEscape())
        view.accessibilityIncrement()
        #expect(view.accessibilityValue == nil)
    }

    @Test("AX-1: custom actions are offered on the focused element and performed by name through their closure")
    func customActions() {
        let stage = Fixtures.Stage()
        let cell = stage.button("Message from Ann", CGRect(x: 0, y: 0, width: 320, height: 44))
        var deleted = 0
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in
                deleted += 1
                return true
            },
            UIAccessibilityCustomAction(name: "Flag", actionHandler: nil),
        ]
        #expect(stage.navigator.customActions.isEmpty, "nothing focused yet")
        stage.navigator.moveFirst()
        #expect(stage.navigator.customActions.map(\.name) == ["Delete", "Flag"])
        #expect(stage.navigator.performCustomAction(named: "Delete"))
        #expect(deleted == 1)
        #expect(!stage.navigator.performCustomAction(named: "Flag"), "no handler: not performed")
        #expect(!stage.navigator.performCustomAction(named: "Archive"))
        #expect(deleted == 1)
    }
}
