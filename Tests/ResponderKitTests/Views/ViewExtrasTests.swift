// Rarely used view state lives in `ViewExtras`, allocated on first use: plain views stay small, and every property
// behaves the same with or without it.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ViewExtrasTests {
    @Test("A view configured with common properties and an identity transform allocates no extras")
    func plainViewsStaySmall() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.tag = 0
        view.alpha = 1
        view.bounds.origin = .zero
        view.isHidden = true
        view.transform = .identity
        view.accessibilityIdentifier = nil
        view.gestureRecognizers = nil
        view.addSubview(UIView())
        #expect(view.extras == nil)
        #expect(view.transform.isIdentity)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.gestureRecognizers == nil)
        #expect(view.interactions.isEmpty)
    }

    @Test("An alpha other than 1 and a bounds origin other than zero live in the extras, and read back exactly")
    func alphaAndBoundsOriginInExtras() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.3
        #expect(view.extras != nil)
        #expect(view.alpha == 0.3)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.bounds.origin = CGPoint(x: 4, y: -2)
        #expect(other.extras != nil)
        #expect(other.bounds == CGRect(x: 4, y: -2, width: 10, height: 10))
        // Hit-testing reads the origin: (5, 5) in the superview is (9, 3) in the view's bounds, inside.
        #expect(other.hitTest(CGPoint(x: 9, y: 3), with: nil) === other)
        #expect(other.hitTest(CGPoint(x: 1, y: 3), with: nil) == nil)
        other.bounds.origin = .zero
        #expect(other.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(other.hitTest(CGPoint(x: 1, y: 3), with: nil) === other)
    }

    @Test("A tag lives in the view: tagging every view (as apps and the benchmark do) allocates no extras")
    func tagIsInTheView() {
        let parent = UIView(frame: .zero)
        let view = UIView(frame: .zero)
        parent.addSubview(view)
        #expect(view.tag == 0)
        view.tag = 7
        #expect(view.extras == nil)
        view.accessibilityIdentifier = "seven"
        #expect(view.extras != nil)  // a rarely set property does go to the extras
        #expect(view.tag == 7)
        #expect(parent.viewWithTag(7) === view)
        #expect(parent.extras == nil)
    }

    @Test("HT-8, HT-9: a transform set, read and reset through the extras")
    func transformRoundTrips() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.extras != nil)
        #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Scaled about its centre, the view now covers 75 ..< 125.
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 80, y: 80), with: nil) === view)
        view.transform = .identity
        #expect(view.transform.isIdentity)
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === view)
    }

    @Test("Identifiers, recognizers and interactions are kept in the extras and read back")
    func rarePropertiesRoundTrip() {
        let view = UIView()
        view.accessibilityIdentifier = "card"
        let recognizer = UITapGestureRecognizer { _ in }
        view.addGestureRecognizer(recognizer)
        #expect(view.accessibilityIdentifier == "card")
        #expect(view.gestureRecognizers?.first === recognizer)
        #expect(recognizer.view === view)
        view.removeGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers == nil)
        view.accessibilityIdentifier = nil
        #expect(view.accessibilityIdentifier == nil)
    }

    @Test("RC-2: a controller's root view points at its controller until the controller is freed")
    func controllerLinkIsWeak() {
        let parent = UIView()
        weak var weakController: UIViewController?
        let root: UIView
        do {
            let controller = UIViewController()
            weakController = controller
            root = controller.view
            parent.addSubview(root)
            #expect(root.next === controller)
        }
        #expect(weakController == nil)
        #expect(root.next === parent)
    }
}
