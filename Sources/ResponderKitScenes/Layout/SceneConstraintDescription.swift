// Constraints described with scene ids: `button.width == 0.5*root.width + 10 @750`, for findings that read the
// same on every run (UIKit's own descriptions carry addresses).
//
// Invariants: a view of the scene is named by its id, a UIKit guide by its owner and the guide
// (`root.safeAreaLayoutGuide`), anything else by its class; numbers are written as `SceneNumber` writes them.
import Foundation
import ResponderKit

/// Describes live constraints with the names of a scene.
@MainActor
struct SceneConstraintDescription {
    /// The scene id of a live view, or nil.
    let id: (UIView) -> String?

    /// `first.attribute relation multiplier*second.attribute + constant`, and ` @priority` when not required.
    func describe(_ constraint: NSLayoutConstraint) -> String {
        var text = "\(name(constraint.firstItem)).\(SceneLayoutNames.name(of: constraint.firstAttribute)) "
        text += SceneLayoutNames.symbol(of: constraint.relation) + " "
        if let second = constraint.secondItem {
            var rhs = "\(name(second)).\(SceneLayoutNames.name(of: constraint.secondAttribute))"
            if constraint.multiplier != 1 { rhs = "\(SceneNumber.format(Double(constraint.multiplier)))*\(rhs)" }
            text += rhs
            if constraint.constant > 0 { text += " + \(SceneNumber.format(Double(constraint.constant)))" }
            if constraint.constant < 0 { text += " - \(SceneNumber.format(Double(-constraint.constant)))" }
        } else {
            text += SceneNumber.format(Double(constraint.constant))
        }
        if constraint.priority != .required { text += " @\(SceneNumber.format(Double(constraint.priority.rawValue)))" }
        return text
    }

    /// The scene name of a constraint's item.
    func name(_ item: AnyObject?) -> String {
        if let view = item as? UIView { return id(view) ?? String(describing: type(of: view)) }
        guard let guide = item as? UILayoutGuide else { return item.map { String(describing: type(of: $0)) } ?? "nil" }
        let owner = guide.owningView.map { name($0) } ?? "nil"
        switch guide.identifier {
        case "UIViewSafeAreaLayoutGuide": return "\(owner).safeAreaLayoutGuide"
        case "UIViewLayoutMarginsGuide": return "\(owner).layoutMarginsGuide"
        case "": return "\(owner).UILayoutGuide"
        default: return "\(owner).'\(guide.identifier)'"
        }
    }

    /// UIKit's description of a constraint in a conflict log (`<NSLayoutConstraint:0x… UIButton:0x… 'b'.width ==
    /// 400   (active)>`) without addresses: `b.width == 400`, with what an implicit constraint stands for.
    static func withoutAddresses(_ description: String) -> String {
        var text = Substring(description)
        if text.hasPrefix("<") { text = text.dropFirst() }
        if text.hasSuffix(">") { text = text.dropLast() }
        for state in ["   (active)", "   (inactive)"] where text.hasSuffix(state) { text = text.dropLast(state.count) }
        var kind = ""
        if let space = text.firstIndex(of: " "), text[..<space].contains(":0x") {
            kind = String(text[..<space].prefix { $0 != ":" })
            text = text[text.index(after: space)...]
        }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if kind == "NSAutoresizingMaskLayoutConstraint", words.count >= 2, words[0].hasPrefix("h="),
            words[1].hasPrefix("v=")
        {
            words.removeFirst(2)
        }
        var result: [String] = []
        var index = 0
        while index < words.count {
            var word = words[index]
            // `Class:0x1234 'id'.leading` is a named view; `Class:0x1234.leading` an unnamed one.
            if let colon = word.range(of: ":0x") {
                let className = String(word[..<colon.lowerBound])
                let rest = word[colon.upperBound...].drop { $0.isHexDigit }
                if rest.isEmpty, index + 1 < words.count, words[index + 1].hasPrefix("'") {
                    let quoted = words[index + 1]
                    let close = quoted.dropFirst().firstIndex(of: "'") ?? quoted.endIndex
                    word =
                        String(quoted[quoted.index(after: quoted.startIndex)..<close])
                        + String(close < quoted.endIndex ? quoted[quoted.index(after: close)...] : "")
                    index += 1
                } else {
                    word = className + rest
                }
            }
            result.append(word)
            index += 1
        }
        let body = result.joined(separator: " ")
        switch kind {
        case "NSAutoresizingMaskLayoutConstraint":
            return body + " (its frame: translatesAutoresizingMaskIntoConstraints)"
        case "NSContentSizeLayoutConstraint": return body + " (intrinsic content size)"
        default: return body
        }
    }
}
