// The README's example of a ported view controller, as written there, reached by a real tap.

import Foundation
import Testing

@testable import ResponderKit

/// The README's `ViewController`, with a log instead of `print`.
private final class ReadmeViewController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        view.addSubview(button)
        button.addTarget(self, action: Selector("onButtonPress:"), for: .touchUpInside)  // was #selector(…)
    }

    func onButtonPress(_ sender: UIButton) { log.append("PRESSED") }

    // responderkit port: the methods of this class that selectors name.
    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("onButtonPress:") { onButtonPress($0) } || super.invokeSelector(call)
    }
}

@MainActor
struct ReadmeExampleTests {
    @Test("CT-12: the README's ported view controller receives its button's action by selector")
    func readmeController() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = ReadmeViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        try EventSimulator(application: app).tap(at: CGPoint(x: 50, y: 30), in: window)
        #expect(controller.log == ["PRESSED"])
    }
}
