// Trait collections: the values they hold, how they combine, what a window derives from its device, screen and
// size, and how views and controllers inherit them (SH-7, SH-8).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite struct TraitCollectionTests {
    @Test("SH-7: A collection leaves unspecified what it is not given; traitsFrom takes each trait's last value")
    func combining() {
        let empty = UITraitCollection()
        #expect(empty.userInterfaceIdiom == .unspecified && empty.userInterfaceStyle == .unspecified)
        #expect(empty.horizontalSizeClass == .unspecified && empty.displayScale == 0)
        #expect(empty.preferredContentSizeCategory == .unspecified && empty.layoutDirection == .unspecified)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .compact), dark,
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceIdiom: .pad),
        ])
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.displayScale == 2 && combined.userInterfaceIdiom == .pad)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: dark))
        #expect(combined.containsTraits(in: UITraitCollection()))
        #expect(!combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!combined.containsTraits(in: nil))
        #expect(combined == UITraitCollection(traitsFrom: [combined]))
        #expect(combined != dark)
    }

    @Test("SH-7: hasDifferentColorAppearance compares the appearance, and is true against nil")
    func colorAppearance() {
        let light = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .compact),
        ])
        let lightRegular = UITraitCollection(traitsFrom: [light, UITraitCollection(horizontalSizeClass: .regular)])
        let dark = UITraitCollection(traitsFrom: [light, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
        #expect(!light.hasDifferentColorAppearance(comparedTo: lightRegular))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test("SH-8: A window's traits come from the device, the screen, the application and the window's size")
    func windowTraits() {
        let stage = Stage(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let traits = stage.window.traitCollection
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 3)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        stage.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(stage.window.traitCollection.horizontalSizeClass == .compact)
        #expect(stage.window.traitCollection.verticalSizeClass == .compact)
        stage.window.frame = CGRect(x: 0, y: 0, width: 932, height: 430)  // a Pro Max in landscape
        #expect(stage.window.traitCollection.horizontalSizeClass == .regular)
        #expect(stage.window.traitCollection.verticalSizeClass == .compact)
        stage.app.setUserInterfaceLayoutDirection(.rightToLeft)
        #expect(stage.window.traitCollection.layoutDirection == .rightToLeft)
        stage.window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 932, height: 430), scale: 2)
        #expect(stage.window.traitCollection.displayScale == 2)
        #expect(UIScreen.main.traitCollection.displayScale == 3)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("SH-8: Views and controllers inherit their window's traits; outside a window there are no size classes")
    func inheritance() {
        let log = TraitChangeLog()
        let controller = TraitController("root", log: log)
        let stage = Stage(frame: CGRect(x: 0, y: 0, width: 390, height: 844), rootViewController: controller)
        let view = stage.add(UIView(), to: controller.view)
        #expect(view.traitCollection == stage.window.traitCollection)
        #expect(controller.traitCollection == stage.window.traitCollection)
        let detached = UIView()
        #expect(detached.traitCollection.horizontalSizeClass == .unspecified)
        #expect(detached.traitCollection.userInterfaceIdiom == .phone)
        #expect(detached.traitCollection.userInterfaceStyle == .light)
        #expect(UITraitCollection(traitsFrom: [detached.traitCollection]) == detached.traitCollection)
        #expect(log.changes.isEmpty)  // showing the window changed nothing
    }

    @Test("SH-8: The shared application's appearance reaches the main screen, which is told of the change")
    func screenTraits() {
        final class RecordingScreen: UIScreen {
            var previous: [UITraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection)
            }
        }
        let screen = RecordingScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        defer { UIApplication.shared.setUserInterfaceStyle(.light) }
        #expect(screen.traitCollection.userInterfaceStyle == .light)
        UIApplication.shared.setUserInterfaceStyle(.dark)
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.previous.map { $0?.userInterfaceStyle } == [.light])
        UIApplication().setUserInterfaceStyle(.dark)  // another application's appearance is not the screen's
        #expect(screen.previous.count == 1)
        _ = window
    }

    @Test("SH-11: Content size categories order by size; the application's change is announced and posted")
    func contentSize() {
        #expect(
            UIContentSizeCategory.small < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        let log = TraitChangeLog()
        let stage = Stage()
        let view = stage.add(TraitView("view", log: log))
        var posted: [String] = []
        let token = stage.app.notificationCenter.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String
            MainActor.assumeIsolated { posted.append(value ?? "?") }
        }
        defer { stage.app.notificationCenter.removeObserver(token) }
        stage.app.setPreferredContentSizeCategory(.accessibilityLarge)
        #expect(stage.app.preferredContentSizeCategory == .accessibilityLarge)
        #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(log.change(of: "view")?.previous?.preferredContentSizeCategory == .large)
        #expect(posted == ["UICTContentSizeCategoryAccessibilityL"])
        stage.app.setPreferredContentSizeCategory(.unspecified)  // refused
        #expect(posted.count == 1 && log.changes.count == 1)
    }
}
