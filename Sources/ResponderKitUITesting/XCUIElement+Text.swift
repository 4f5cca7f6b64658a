// Typing into elements and adjusting sliders, by real input (UT-50 … UT-54); picker wheels are in
// XCUIElement+PickerWheel.swift.
//
// Invariants: typing goes to the first responder through the keyboard (`EventSimulator.type`, the input layer):
// an element without focus is tapped first, and typing fails, sending nothing, when neither the element nor a
// descendant then has keyboard focus. A slider moves by a real drag of its thumb.
import Foundation
import ResponderKit

extension XCUIElement {
    /// Types `text` into the element: taps it first when it does not have keyboard focus, then sends the
    /// characters as key presses to the first responder. On the application itself, types into whatever has
    /// focus. Fails when no element has keyboard focus.
    public func typeText(_ text: String) {
        let app = owner
        guard !app.isActing else {
            _ = app.beginAction("type text into", on: summary)
            return
        }
        guard let node = resolvedOrReport() else { return }
        if !(self is XCUIApplication), !hasKeyboardFocus(node, in: app) {
            let tapped = perform("tap to focus for typing into") { _, point throws(InputError) in
                try app.simulator.tap(at: point)
            }
            guard tapped else { return }
        }
        let focused =
            self is XCUIApplication ? app.uiApplication.keyboard.owner != nil : hasKeyboardFocus(node, in: app)
        guard focused else {
            app.report(
                XCUITestFailure(
                    kind: .noKeyboardFocus,
                    message: "Failed to type text into \(node.summary): neither element nor any descendant has "
                        + "keyboard focus" + Self.focusHint(for: node)))
            return
        }
        guard !text.isEmpty else { return }
        _ = app.sendInput("type into", on: node.summary) { () throws(InputError) in try app.simulator.typeKeys(text) }
    }

    /// Why the tap did not give the element focus, when the element says so: it is disabled, or it does not take
    /// text (UT-285).
    private static func focusHint(for node: ElementSnapshot) -> String {
        if node.object == nil { return "" }
        if !node.isEnabled { return " (the element is disabled)" }
        let textTypes: [XCUIElement.ElementType] = [.textField, .secureTextField, .textView, .searchField]
        if !textTypes.contains(node.elementType), !(node.object is UIKeyInput) {
            return " (a \(node.elementType.displayName) does not take text input)"
        }
        return ""
    }

    /// Whether the keyboard's text input is the element's object or inside it.
    private func hasKeyboardFocus(_ node: ElementSnapshot, in app: XCUIApplication) -> Bool {
        guard let focused = app.uiApplication.keyboard.owner, focused.isFirstResponder else { return false }
        if focused === node.object { return true }
        guard let view = focused as? UIView, let container = node.object as? UIView else { return false }
        return view.isDescendant(of: container)
    }

    /// Drags the slider's thumb to `normalizedSliderPosition` (0 the minimum, 1 the maximum).
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        guard normalizedSliderPosition.isFinite, (0...1).contains(normalizedSliderPosition) else {
            owner.report(
                XCUITestFailure(
                    kind: .invalidArgument,
                    message: "Failed to adjust \(summary): position \(normalizedSliderPosition) is not between 0 "
                        + "and 1"))
            return
        }
        guard let node = resolvedOrReport() else { return }
        guard let slider = node.object as? UISlider else {
            owner.report(
                XCUITestFailure(
                    kind: .wrongElementType,
                    message: "Failed to adjust \(node.summary): only a slider adjusts to a normalized position"))
            return
        }
        perform("adjust") { _, _ throws(InputError) in
            let radius = min(UISlider.thumbRadius, slider.bounds.width / 2)
            let usable = slider.bounds.width - 2 * radius
            let from = CGPoint(x: slider.thumbCenterX, y: slider.bounds.midY)
            let to = CGPoint(x: slider.bounds.minX + radius + normalizedSliderPosition * usable, y: from.y)
            try owner.simulator.drag(from: from, to: to, in: slider, steps: 10, duration: 0.2)
        }
    }
}
