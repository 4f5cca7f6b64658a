// Targets whose methods are named by selectors, written as `responderkit port` writes them: one `call.match`
// line per method in `invokeSelector(_:)`.

import Foundation
import ResponderKitTestSupport

@testable import ResponderKit

/// A shared record of the calls the targets below receive.
@MainActor
final class SelectorCallLog {
    var calls: [String] = []
}

/// A view controller (a responder) with action methods named by selectors.
final class SelectorController: UIViewController {
    let log: SelectorCallLog
    var commands: [UIKeyCommand] = []

    init(log: SelectorCallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var keyCommands: [UIKeyCommand]? { commands }

    func buttonTapped(_ sender: UIButton) { log.calls.append("controller buttonTapped: tag \(sender.tag)") }
    func tapped(_ sender: UIControl, forEvent event: UIEvent) {
        log.calls.append("controller tapped:forEvent: \(event.type == .touches ? "touches" : "other")")
    }
    func refresh() { log.calls.append("controller refresh") }
    func handleTap(_ recognizer: UITapGestureRecognizer) {
        log.calls.append("controller handleTap: \(recognizer.state)")
    }
    func tick(_ timer: Timer) { log.calls.append("controller tick \(timer.userInfo as? String ?? "-")") }

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("buttonTapped:") { buttonTapped($0) }
            || call.match("tapped:forEvent:") { tapped($0, forEvent: $1) }
            || call.match("refresh") { refresh() }
            || call.match("handleTap:") { handleTap($0) }
            || call.match("tick:") { tick($0) }
            || super.invokeSelector(call)
    }
}

/// An object that is not a responder (a coordinator, a closure box), conforming in an extension.
@MainActor
final class PlainTarget: NSObject {
    let log: SelectorCallLog
    var received: [Any?] = []

    init(log: SelectorCallLog) {
        self.log = log
    }

    func pressed(_ sender: UIControl) { log.calls.append("plain pressed: \(type(of: sender))") }
    func recognized(_ recognizer: UIGestureRecognizer) { log.calls.append("plain recognized: \(recognizer.state)") }
    func frame(_ link: CADisplayLink) { log.calls.append("plain frame \(link.timestamp)") }
    func later(_ value: Any?) {
        received.append(value)
        log.calls.append("plain later \(value.map { "\($0)" } ?? "nil")")
    }
}

extension PlainTarget: SelectorDispatching {
    func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("pressed:") { pressed($0) }
            || call.match("recognized:") { recognized($0) }
            || call.match("frame:") { frame($0) }
            || call.match("later:") { later($0) }
    }
}

/// The shared stage (ResponderKitTestSupport) showing a selector controller's view.
@MainActor
final class SelectorStage: Stage {
    let log: SelectorCallLog
    let controller: SelectorController

    init() {
        let log = SelectorCallLog()
        let controller = SelectorController(log: log)
        self.log = log
        self.controller = controller
        super.init(rootViewController: controller)
    }

    /// Adds a button to the controller's view.
    func addButton(tag: Int = 0) -> UIButton {
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.tag = tag
        controller.view.addSubview(button)
        return button
    }
}
