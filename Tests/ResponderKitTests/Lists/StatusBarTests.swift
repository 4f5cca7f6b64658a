// The status bar (spec LS-18 … LS-20): the scene's key window reads its controllers' preferences through
// presentations and `childForStatusBarStyle`/`childForStatusBarHidden`, again on
// `setNeedsStatusBarAppearanceUpdate()` and when controllers appear or disappear.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A controller whose preferences a button in its view toggles, as apps do.
@MainActor
private final class ToggleController: UIViewController {
    var style: UIStatusBarStyle
    var hidden = false
    let button = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))

    init(style: UIStatusBarStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addAction(
            UIAction { [unowned self] _ in
                self.style = .lightContent
                self.hidden = true
                self.setNeedsStatusBarAppearanceUpdate()
            }, for: .touchUpInside)
    }
}

/// A container that lets one child decide the style and none the visibility.
@MainActor
private final class ContainerController: UIViewController {
    let child = ToggleController(style: .darkContent)

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var childForStatusBarStyle: UIViewController? { child }
}

@MainActor
struct StatusBarTests {
    /// A stage whose window belongs to a connected scene, showing `root`.
    private func stage(root: UIViewController) -> (Stage, UIStatusBarManager?) {
        let app = UIApplication()
        let scene = app.connectScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        return (Stage(app: app, window: window), scene.statusBarManager)
    }

    @Test(
        "LS-18, LS-23: the style comes from childForStatusBarStyle; a full-screen or capturing presentation takes over")
    func childAndPresentation() throws {
        let root = ContainerController()
        let (stage, manager) = stage(root: root)
        #expect(manager?.statusBarStyle == .darkContent)
        #expect(manager?.isStatusBarHidden == false)
        // A page sheet leaves the status bar to its presenter; a full-screen presentation takes it over.
        let pageSheet = ToggleController(style: .lightContent)
        root.present(pageSheet, animated: false)
        #expect(manager?.statusBarStyle == .darkContent)
        pageSheet.modalPresentationCapturesStatusBarAppearance = true
        pageSheet.setNeedsStatusBarAppearanceUpdate()
        #expect(manager?.statusBarStyle == .lightContent)
        pageSheet.dismiss(animated: false)
        let sheet = ToggleController(style: .lightContent)
        sheet.modalPresentationStyle = .fullScreen
        sheet.hidden = true
        root.present(sheet, animated: false)
        #expect(manager?.statusBarStyle == .lightContent)
        #expect(manager?.isStatusBarHidden == true)
        #expect(manager?.statusBarFrame == .zero)
        // The application's deprecated properties read the key window's scene (LS-23).
        #expect(stage.app.statusBarStyle == .lightContent)
        #expect(stage.app.isStatusBarHidden)
        sheet.dismiss(animated: false)
        #expect(manager?.statusBarStyle == .darkContent)
        #expect(manager?.isStatusBarHidden == false)
        #expect(stage.app.statusBarStyle == .darkContent)
        #expect(!stage.app.isStatusBarHidden)
        #expect(UIApplication().statusBarStyle == .default, "no key window: the defaults")
    }

    @Test("LS-19: a changed preference shows only after setNeedsStatusBarAppearanceUpdate(), with its animation")
    func setNeedsUpdate() throws {
        let root = ToggleController(style: .darkContent)
        let (stage, manager) = stage(root: root)
        #expect(manager?.statusBarStyle == .darkContent)
        root.style = .default
        #expect(manager?.statusBarStyle == .darkContent, "not read again yet")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager?.statusBarStyle == .default)
        // The button's action changes both preferences and asks for the update.
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: 70, y: 222), in: stage.window)
        #expect(manager?.statusBarStyle == .lightContent)
        #expect(manager?.isStatusBarHidden == true)
        #expect(manager?.lastHiddenChangeAnimation == .slide)
    }

    @Test("LS-20: only the scene's key window decides; making another window key makes it decide")
    func keyWindowDecides() throws {
        let root = ToggleController(style: .darkContent)
        let (stage, manager) = stage(root: root)
        let scene = try #require(stage.window.windowScene)
        let other = UIWindow(windowScene: scene)
        let overlay = ToggleController(style: .lightContent)
        other.rootViewController = overlay
        other.isHidden = false
        #expect(manager?.statusBarStyle == .darkContent, "a window that is not key does not decide")
        overlay.setNeedsStatusBarAppearanceUpdate()
        #expect(manager?.statusBarStyle == .darkContent)
        other.makeKey()
        #expect(manager?.statusBarStyle == .lightContent)
        stage.window.makeKey()
        #expect(manager?.statusBarStyle == .darkContent)
    }
}
