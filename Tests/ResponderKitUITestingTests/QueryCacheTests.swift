// The element tree kept between queries is never stale: every kind of change to what a query can see, made
// directly by the test between two queries, shows in the next query, which answers what a tree read anew from the
// views answers (UT-100, UT-102).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

/// A change the test makes to the probe screen between two queries.
enum ProbeChange: String, CaseIterable, Sendable {
    case labelText, buttonTitle, fieldText, fieldPlaceholder, fieldSecure, textViewText
    case switchOn, sliderValue, sliderRange, stepperValue, segmentSelection, segmentTitles
    case controlEnabled, controlSelected, imageSet
    case subviewAdded, subviewRemoved, subviewMoved, hidden, alpha
    case frame, bounds, center, transform, scrolled
    case accessibilityLabel, accessibilityIdentifier, accessibilityValue, accessibilityTraits, accessibilityElement
    case elementsHidden, accessibilityFrame, elementFrameInContainer, elementLabel, elementIdentifier
    case firstResponder, layoutPass, windowShown, windowHidden

    /// Makes the change on `probe` (shown in `window`).
    @MainActor
    func apply(to probe: ProbeViewController, in window: UIWindow) {
        switch self {
        case .labelText: probe.label.text = "Bye"
        case .buttonTitle: probe.button.setTitle("Post", for: .normal)
        case .fieldText: probe.field.text = "Ann"
        case .fieldPlaceholder: probe.field.placeholder = "Full name"
        case .fieldSecure: probe.field.isSecureTextEntry = true
        case .textViewText: probe.textView.text = "Todo"
        case .switchOn: probe.toggle.isOn = true
        case .sliderValue: probe.slider.value = 0.75
        case .sliderRange: probe.slider.minimumValue = -1
        case .stepperValue: probe.stepper.value = 100
        case .segmentSelection: probe.segments.selectedSegmentIndex = 1
        case .segmentTitles: probe.segments.insertSegment(withTitle: "Three", at: 2, animated: false)
        case .controlEnabled: probe.button.isEnabled = false
        case .controlSelected: probe.button.isSelected = true
        case .imageSet: probe.image.image = UIImage(size: CGSize(width: 40, height: 40))
        case .subviewAdded:
            let added = UILabel(frame: CGRect(x: 10, y: 300, width: 100, height: 20))
            added.text = "Added"
            probe.box.addSubview(added)
        case .subviewRemoved: probe.label.removeFromSuperview()
        case .subviewMoved: probe.chart.addSubview(probe.label)
        case .hidden: probe.label.isHidden = true
        case .alpha: probe.label.alpha = 0
        case .frame: probe.label.frame = CGRect(x: 20, y: 400, width: 140, height: 20)
        case .bounds: probe.label.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
        case .center: probe.label.center = CGPoint(x: 100, y: 300)
        case .transform: probe.label.transform = CGAffineTransform(scaleX: 2, y: 2)
        case .scrolled: probe.view.bounds.origin.y = 50
        case .accessibilityLabel: probe.box.accessibilityLabel = "Box"
        case .accessibilityIdentifier: probe.box.accessibilityIdentifier = "crate"
        case .accessibilityValue: probe.label.accessibilityValue = "3 new"
        case .accessibilityTraits: probe.label.accessibilityTraits = .button
        case .accessibilityElement: probe.chart.isAccessibilityElement = true
        case .elementsHidden: probe.chart.accessibilityElementsHidden = true
        case .accessibilityFrame: probe.label.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        case .elementFrameInContainer:
            probe.chart.bar.accessibilityFrameInContainerSpace = CGRect(x: 50, y: 0, width: 9, height: 9)
        case .elementLabel: probe.chart.bar.accessibilityLabel = "Tall bar"
        case .elementIdentifier: probe.chart.bar.accessibilityIdentifier = "bar-1"
        case .firstResponder: probe.field.becomeFirstResponder()
        case .layoutPass:
            probe.laidOutX = 200
            probe.view.setNeedsLayout()
        case .windowShown:
            let overlay = UIWindow(frame: CGRect(x: 0, y: 400, width: 320, height: 80), application: window.application)
            overlay.accessibilityIdentifier = "overlay"
            overlay.windowLevel = .alert
            overlay.isHidden = false
            probe.extraWindow = overlay
        case .windowHidden: window.isHidden = true
        }
    }
}

@MainActor
@Suite("UI testing: the element tree kept between queries")
struct QueryCacheTests {
    @Test(
        "UT-102: a change of any kind made between two queries shows in the next query, as a tree read anew shows it",
        arguments: ProbeChange.allCases)
    func changeShowsInNextQuery(change: ProbeChange) throws {
        var shown: ProbeViewController?
        let (app, _, failures) = launch { _ in
            let probe = ProbeViewController()
            shown = probe
            return probe
        }
        let probe = try #require(shown)
        let window = try #require(probe.view.window)
        let before = app.debugDescription
        // A second query with no change in between gives the same answer (from the kept tree).
        #expect(app.debugDescription == before)
        change.apply(to: probe, in: window)
        let after = app.debugDescription
        #expect(after != before, "the change \(change) does not show")
        app.cachesElementTree = false
        let fresh = app.debugDescription
        app.cachesElementTree = true
        #expect(after == fresh)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-102: a targeted query sees the change too: labels, values, states and existence")
    func targetedQueries() throws {
        var shown: ProbeViewController?
        let (app, _, failures) = launch { _ in
            let probe = ProbeViewController()
            shown = probe
            return probe
        }
        let probe = try #require(shown)
        #expect(app.staticTexts["Hello"].exists)
        probe.label.text = "Bye"
        #expect(!app.staticTexts["Hello"].exists)
        #expect(app.staticTexts["Bye"].exists)
        #expect(app.switches["toggle"].value as? String == "0")
        probe.toggle.isOn = true
        #expect(app.switches["toggle"].value as? String == "1")
        #expect(app.buttons["button"].isEnabled)
        probe.button.isEnabled = false
        #expect(!app.buttons["button"].isEnabled)
        #expect(!app.textFields["field"].hasFocus)
        probe.field.becomeFirstResponder()
        #expect(app.textFields["field"].hasFocus)
        #expect(app.keyboards.count == 1)
        probe.field.resignFirstResponder()
        #expect(app.keyboards.count == 0)
        #expect(app.images.count == 0)
        probe.image.image = UIImage(size: CGSize(width: 40, height: 40))
        #expect(app.images.count == 1)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-102: a navigation title and a bar button's title, identifier and enabled state show in the next query")
    func navigationItems() throws {
        var shown: UIViewController?
        let (app, _, failures) = launch { _ in
            let page = UIViewController()
            page.title = "Inbox"
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Edit", style: .plain, target: nil, action: nil)
            shown = page
            return UINavigationController(rootViewController: page)
        }
        let page = try #require(shown)
        let item = try #require(page.navigationItem.rightBarButtonItem)
        #expect(app.navigationBars["Inbox"].exists)
        #expect(app.navigationBars.buttons["Edit"].exists)
        page.title = "Archive"
        #expect(app.navigationBars["Archive"].exists)
        #expect(!app.navigationBars["Inbox"].exists)
        item.title = "Done"
        #expect(app.navigationBars.buttons["Done"].exists)
        item.accessibilityIdentifier = "done-button"
        #expect(app.navigationBars.buttons["done-button"].exists)
        item.isEnabled = false
        #expect(!app.navigationBars.buttons["Done"].isEnabled)
        #expect(failures.failures.isEmpty)
    }
}
