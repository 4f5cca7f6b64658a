// `debugDescription` in XCUITest's format: an "Attributes:" line, then "Element subtree:" with one line per element,
// indented two spaces per level, the described element marked "→" (UT-60).
//
// Invariants: deterministic (no addresses or process ids); frames print as XCUITest prints them,
// `{{x, y}, {width, height}}` with one decimal.
import Foundation

/// Renders elements as XCUITest's `debugDescription` does.
@MainActor
enum ElementTreeFormatter {
    /// The description of `node` and its subtree.
    static func describe(_ node: ElementSnapshot) -> String {
        var lines = ["Attributes: " + line(for: node), "Element subtree:"]
        var stack: [(ElementSnapshot, Int)] = [(node, 0)]
        while let (element, depth) = stack.popLast() {
            let marker = depth == 0 ? " →" : String(repeating: "  ", count: depth + 1)
            lines.append(marker + line(for: element))
            for child in element.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// One element: `Button, {{20.0, 100.0}, {280.0, 44.0}}, identifier: 'login', label: 'Log in'`.
    static func line(for element: ElementSnapshot) -> String {
        var parts = [element.elementType.displayName, format(element.frame)]
        if !element.identifier.isEmpty { parts.append("identifier: '\(element.identifier)'") }
        if !element.label.isEmpty { parts.append("label: '\(element.label)'") }
        if let placeholder = element.placeholderValue, !placeholder.isEmpty {
            parts.append("placeholderValue: '\(placeholder)'")
        }
        if let value = element.stringValue, !value.isEmpty { parts.append("value: \(value)") }
        if !element.isEnabled { parts.append("Disabled") }
        if element.isSelected { parts.append("Selected") }
        if element.hasFocus { parts.append("Keyboard Focused") }
        return parts.joined(separator: ", ")
    }

    /// `{{x, y}, {width, height}}` with one decimal, as XCUITest prints frames.
    static func format(_ rect: CGRect) -> String {
        "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    }

    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        return String(format: "%.1f", Double(value))
    }
}
