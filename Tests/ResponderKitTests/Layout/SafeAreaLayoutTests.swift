// The safe area and the layout margins as guides for constraints.
import ResponderKit
import ResponderKitTestSupport
import Testing

@MainActor
@Suite("Auto Layout: safe area and margins")
struct SafeAreaLayoutTests {
    /// A stage whose window fills an iPhone-sized screen with a notch and a home indicator.
    private func notchedStage() -> LayoutStage {
        let stage = LayoutStage(width: 390, height: 844)
        stage.window.screen = UIScreen(
            bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3,
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        return stage
    }

    @Test("AL-17: margins default to 8 points, and margin attributes are the margins guide's edges")
    func defaultMargins() {
        let stage = LayoutStage()
        let box = stage.container(CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(box.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let view = stage.constrained(in: box)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            NSLayoutConstraint(
                item: view, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            view.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 8, width: 184, height: 10))
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 30)
        stage.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 4, width: 150, height: 10))
        box.semanticContentAttribute = .forceRightToLeft
        #expect(box.layoutMargins == UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 20))
    }

    @Test("AL-40: a full-screen view's safe area is the screen's; a view inside it has none")
    func safeAreaInsetsFollowTheScreen() {
        let stage = notchedStage()
        let root = stage.container(CGRect(x: 0, y: 0, width: 390, height: 844))
        let top = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100)), to: root)
        let middle = stage.add(UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100)), to: root)
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
    }

    @Test("AL-41: a login form pinned to the safe area and the margins lands below the notch")
    func formPinnedToSafeArea() {
        let stage = notchedStage()
        let root = stage.container(CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = stage.constrained(in: root)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        stage.window.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 8, y: 67, width: 374, height: 44))
        // The margins are measured from the safe area: the margins guide starts 8 below the notch.
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 747))
    }

    @Test("AL-42: a controller's additional safe-area insets narrow its root view's safe area, with the callback")
    func additionalSafeAreaInsets() {
        final class Controller: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let controller = Controller()
        let stage = LayoutStage()
        stage.window.rootViewController = controller
        stage.window.layoutIfNeeded()
        let before = controller.changes
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        stage.window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(controller.changes == before + 1)
        stage.window.layoutIfNeeded()
        #expect(controller.changes == before + 1)
    }
}
