// What responders and recognizers inherit from NSObject: equality and hashing by identity, isKind(of:) and
// isMember(of:), and perform(_:with:) through their selector tables.

import Foundation
import Testing

@testable import ResponderKit

/// A view with two methods callable by selector name.
@MainActor
private final class GreetingView: UIView {
    private(set) var heard: [String] = []

    func greet(_ name: String) { heard.append("greet \(name)") }
    func wave() { heard.append("wave") }
    func introduce(_ first: String, to second: String) { heard.append("introduce \(first) to \(second)") }

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("greet:") { greet($0) }
            || call.match("wave") { wave() }
            || call.match("introduce:to:") { introduce($0, to: $1) }
            || super.invokeSelector(call)
    }
}

/// A recognizer subclass with a method callable by selector name.
@MainActor
private final class CountingTap: UITapGestureRecognizer {
    private(set) var pokes = 0

    func poke(_ sender: Any?) { pokes += 1 }

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("poke:") { poke($0) } || super.invokeSelector(call)
    }
}

@MainActor
@Suite("NSObject behaviour of responders and recognizers")
struct NSObjectBehaviourTests {
    @Test("Recognizers are equal and hash by identity: contains finds only the recognizer added, a Set keeps both")
    func recognizersCompareByIdentity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let added = UITapGestureRecognizer()
        let twin = UITapGestureRecognizer()
        view.addGestureRecognizer(added)

        #expect(view.gestureRecognizers?.contains(added) == true)
        #expect(view.gestureRecognizers?.contains(twin) == false)
        #expect(added == added)
        #expect(added != twin, "two recognizers configured alike are still two")
        let recognizers: Set<UIGestureRecognizer> = [added, twin, added]
        #expect(recognizers.count == 2)
        #expect(recognizers.contains(twin))

        view.removeGestureRecognizer(added)
        #expect(view.gestureRecognizers?.contains(added) != true)
    }

    @Test("Views and recognizers answer isKind(of:) and isMember(of:) by their class and superclasses")
    func isKindOf() {
        let button = UIButton(frame: .zero)
        #expect(button.isKind(of: UIButton.self))
        #expect(button.isKind(of: UIControl.self))
        #expect(button.isKind(of: UIView.self))
        #expect(button.isKind(of: UIResponder.self))
        #expect(!button.isKind(of: UISwitch.self))
        #expect(button.isMember(of: UIButton.self))
        #expect(!button.isMember(of: UIView.self))

        let tap: UIGestureRecognizer = UITapGestureRecognizer()
        #expect(tap.isKind(of: UIGestureRecognizer.self))
        #expect(tap.isKind(of: UITapGestureRecognizer.self))
        #expect(!tap.isKind(of: UIPanGestureRecognizer.self))
        #expect(!tap.isKind(of: UIResponder.self))
    }

    @Test("perform(_:), perform(_:with:) and perform(_:with:with:) call the method the selector names")
    func performCallsByName() {
        let view = GreetingView(frame: .zero)
        view.perform("wave")
        view.perform("greet:", with: "Ada")
        view.perform("introduce:to:", with: "Ada", with: "Grace")
        #expect(view.heard == ["wave", "greet Ada", "introduce Ada to Grace"])
        #expect(view.perform("greet:", with: "Bob") == nil, "return values are not passed back")
        #expect(view.heard.last == "greet Bob")
        #expect(view.responds(to: "greet:"))
        #expect(!view.responds(to: "greet"))

        let tap = CountingTap()
        tap.perform("poke:", with: tap)
        #expect(tap.pokes == 1)
    }

    @Test("perform(_:with:) of a name the object does not implement does nothing and is traced")
    func performOfAMissingName() {
        let recorder = TraceRecorder()
        let shared = UIApplication.shared
        let previous = shared.tracer
        shared.tracer = recorder
        defer { shared.tracer = previous }
        let view = GreetingView(frame: .zero)

        view.perform("missing:", with: "Ada")
        view.perform("greet:", with: "Ada")

        #expect(view.heard == ["greet Ada"])
        let misses = recorder.entries.compactMap { entry -> String? in
            if case .selectorNotImplemented(let selector, let target) = entry, target === view { return selector.name }
            return nil
        }
        #expect(misses == ["missing:"])
    }
}
