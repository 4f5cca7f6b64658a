// Layout margins (spec AL-43, AL-44, AL-48, AL-49, AL-53, AL-54, AL-56, AL-57): 8 points by default, one value in
// two forms that flip right to left, measured from the safe area, preserving the superview's, a controller's root
// view's system minimum, the readable width, and the callback exactly when the effective margins change.
import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Layout margins (AL-40 to AL-59)")
struct LayoutMarginsTests {
    private typealias Fixtures = SafeAreaFixtures

    private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        Fixtures.insets(top, left, bottom, right)
    }

    private func directional(
        _ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat
    ) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    @Test("AL-44: margins are 8 points on each side by default, in both forms, and reading them allocates nothing")
    func defaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutMargins == insets(8, 8, 8, 8))
        #expect(view.directionalLayoutMargins == directional(8, 8, 8, 8))
        #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.layoutState == nil, "no layout state for a view that only read its margins")
        #expect(view.guideInsets(for: .layoutMargins) == insets(8, 8, 8, 8))
    }

    @Test("AL-55: the margins and readable-content guides are made once, with UIKit's identifiers")
    func guides() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let margins = view.layoutMarginsGuide
        let readable = view.readableContentGuide
        #expect(margins === view.layoutMarginsGuide && readable === view.readableContentGuide)
        #expect(margins.identifier == "UIViewLayoutMarginsGuide" && margins.role == .layoutMargins)
        #expect(readable.identifier == "UIViewReadableContentGuide" && readable.role == .readableContent)
        #expect(view.layoutGuides.count == 2 && margins.owningView === view && readable.owningView === view)
    }

    @Test("AL-43: directional and absolute margins are one value; leading and trailing flip right to left")
    func rightToLeftFlipping() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), to: box)
        box.directionalLayoutMargins = directional(4, 20, 4, 30)
        child.directionalLayoutMargins = directional(0, 1, 0, 2)
        #expect(box.layoutMargins == insets(4, 20, 4, 30))

        box.semanticContentAttribute = .forceRightToLeft
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.layoutMargins == insets(4, 30, 4, 20), "leading is the right edge")
        #expect(box.directionalLayoutMargins == directional(4, 20, 4, 30), "the directional value stays")
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft, "an unspecified subview follows")
        #expect(child.layoutMargins == insets(0, 2, 0, 1))

        box.layoutMargins = insets(1, 10, 1, 2)
        #expect(box.directionalLayoutMargins == directional(1, 2, 1, 10), "absolute margins keep left and right")
        box.semanticContentAttribute = .forceLeftToRight
        #expect(box.layoutMargins == insets(1, 10, 1, 2))
        #expect(box.directionalLayoutMargins == directional(1, 10, 1, 2))
    }

    @Test("AL-43: the margins guide's absolute edges follow a change of direction")
    func guideFollowsDirection() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 200, height: 100))
        box.directionalLayoutMargins = directional(0, 20, 0, 30)
        let view = stage.constrained(in: box)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: box.layoutMarginsGuide.leftAnchor),
            view.rightAnchor.constraint(equalTo: box.layoutMarginsGuide.rightAnchor),
            view.topAnchor.constraint(equalTo: box.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 150, height: 10))
        box.semanticContentAttribute = .forceRightToLeft
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 0, width: 150, height: 10))
    }

    @Test("AL-57: forced attributes win, playback and spatial stay left to right, else the application's direction")
    func layoutDirection() {
        let stage = LayoutStage()
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let media = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), to: view)
        media.semanticContentAttribute = .playback
        let detached = UIView()
        #expect(stage.app.userInterfaceLayoutDirection == .leftToRight)
        stage.app.setUserInterfaceLayoutDirection(.rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(media.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.layoutMargins == insets(8, 8, 8, 8))
        #expect(detached.effectiveUserInterfaceLayoutDirection == .leftToRight, "the shared application's")
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }

    @Test("AL-48: the margins are measured from the safe area's edge unless insetsLayoutMarginsFromSafeArea is off")
    func marginsFromTheSafeArea() {
        let log = EventLog()
        let stage = Fixtures.phoneStage()
        let header = Fixtures.LoggingView("header", frame: CGRect(x: 0, y: 0, width: 390, height: 100), log: log)
        stage.add(header)
        #expect(header.safeAreaInsets == insets(47, 0, 0, 0))
        #expect(header.layoutMargins == insets(55, 8, 8, 8), "47 + 8 at the top")
        #expect(header.guideInsets(for: .layoutMargins) == insets(55, 8, 8, 8))
        header.insetsLayoutMarginsFromSafeArea = false
        #expect(header.layoutMargins == insets(8, 8, 8, 8))
        #expect(log.lines == ["header.margins"])
    }

    @Test("AL-49: a preserving view's margins are at least the superview's margins that reach into it")
    func preservesSuperviewMargins() {
        let log = EventLog()
        let stage = LayoutStage()
        let parent = stage.container(CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = insets(20, 20, 20, 20)
        let edge = Fixtures.LoggingView("edge", frame: CGRect(x: 0, y: 0, width: 300, height: 50), log: log)
        let inset = Fixtures.LoggingView("inset", frame: CGRect(x: 30, y: 60, width: 270, height: 50), log: log)
        parent.addSubview(edge)
        parent.addSubview(inset)
        #expect(edge.layoutMargins == insets(8, 8, 8, 8), "false by default")

        edge.preservesSuperviewLayoutMargins = true
        inset.preservesSuperviewLayoutMargins = true
        #expect(edge.layoutMargins == insets(20, 20, 8, 20), "the parent's bottom margin is far below it")
        #expect(inset.layoutMargins == insets(8, 8, 8, 20), "only its right edge is within the parent's margins")
        #expect(log.lines == ["edge.margins", "inset.margins"])
        log.removeAll()

        parent.layoutMargins = insets(20, 25, 20, 20)
        #expect(edge.layoutMargins == insets(20, 25, 8, 20))
        #expect(log.lines == ["edge.margins"], "the inset view's margins did not change: it is not told")
    }

    @Test("AL-53: a controller's root view has the system minimum margins, and margins set on it are at least those")
    func systemMinimumMargins() {
        let controller = UIViewController()
        let stage = LayoutStage()
        stage.window.rootViewController = controller
        let subview = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), to: controller.view)
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.systemMinimumLayoutMargins == directional(0, 16, 0, 16), "a compact width")
        #expect(controller.view.directionalLayoutMargins == directional(0, 16, 0, 16))
        #expect(subview.layoutMargins == insets(8, 8, 8, 8), "only the root view")

        controller.view.directionalLayoutMargins = directional(30, 40, 0, 4)
        #expect(controller.view.directionalLayoutMargins == directional(30, 40, 0, 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.directionalLayoutMargins == directional(30, 40, 0, 4))

        let wide = UIViewController()
        let iPad = LayoutStage(width: 1024, height: 768)
        iPad.window.rootViewController = wide
        #expect(wide.systemMinimumLayoutMargins == directional(0, 20, 0, 20), "a regular width")
        #expect(wide.view.layoutMargins == insets(0, 20, 0, 20))
    }

    @Test("AL-54: the readable-content guide is the margins guide, at most 672 points wide and centred")
    func readableContentGuide() {
        let controller = UIViewController()
        let stage = LayoutStage(width: 1024, height: 768)
        stage.window.rootViewController = controller
        let root: UIView = controller.view
        // (1024 - 20 - 20 - 672) / 2 = 156 on each side beyond the margins: 176 from the edges.
        #expect(root.guideInsets(for: .readableContent) == insets(0, 176, 0, 176))
        let text = stage.constrained(in: root)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 176, y: 0, width: 672, height: 20))

        let phone = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(phone.guideInsets(for: .readableContent) == phone.guideInsets(for: .layoutMargins), "narrower")
    }

    @Test("AL-56: layoutMarginsDidChange is called when the effective margins change, and only then")
    func marginsCallback() {
        let log = EventLog()
        let stage = LayoutStage()
        let view = stage.add(Fixtures.LoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        stage.window.layoutIfNeeded()
        log.removeAll()

        view.layoutMargins = insets(8, 8, 8, 8)
        view.preservesSuperviewLayoutMargins = true
        #expect(log.lines.isEmpty, "the window's margins do not reach past the view's own")
        view.directionalLayoutMargins = directional(8, 12, 8, 8)
        #expect(log.lines == ["view.margins"])
        stage.window.layoutIfNeeded()
        #expect(log.lines == ["view.margins", "view.layout"], "the view is laid out again")
    }
}
