// The responder-chain check of an accessibility audit: chains that do not reach the application.
// The invariants at the top of `AccessibilityAudit.swift` hold here too.
import Foundation

extension AccessibilityAudit {
    /// One place where chains stop before the application, with the views whose chains stop there.
    private struct Break {
        var last: UIResponder
        var cycle: Bool
        var views: [UIView] = []
    }

    /// The responders where the `next` chains of `window`'s views stop before reaching the application
    /// (`.responderChain`): one issue per place, on the responder whose `next` is missing (or that starts the
    /// cycle), naming how many views are cut off.
    static func brokenChains(in window: UIWindow, naming: (UIResponder) -> String) -> [Issue] {
        var breaks: [Break] = []
        var indexByLast: [ObjectIdentifier: Int] = [:]
        for view in views(of: window) where !isPartOfControl(view) {
            // The one cycle-safe walk (Responders/): it stops before the first repeated responder.
            let (chain, cycle) = ResponderChainWalk.chain(from: view)
            guard !chain.contains(where: { $0 is UIApplication }), let last = chain.last else { continue }
            // A cycle is entered at different responders from different views: key it by its least member.
            let entry = cycle ? (last.next ?? last) : last
            var key = ObjectIdentifier(entry)
            if cycle, let start = chain.firstIndex(where: { $0 === entry }) {
                key = chain[start...].map { ObjectIdentifier($0) }.min() ?? key
            }
            if let index = indexByLast[key] {
                breaks[index].views.append(view)
            } else {
                indexByLast[key] = breaks.count
                breaks.append(Break(last: entry, cycle: cycle, views: [view]))
            }
        }
        return breaks.map { found -> Issue in
            let shown = found.views.prefix(3).map { naming($0) }.joined(separator: ", ")
            let more = found.views.count > 3 ? ", …" : ""
            let count = found.views.count == 1 ? "1 view" : "\(found.views.count) views"
            let how =
                found.cycle
                ? "its next chain runs in a loop through it and never reaches the application"
                : "its next is nil, so the chain ends before the application"
            return Issue(
                type: .responderChain, element: found.last,
                reason: "\(how): escape, magic tap and nil-targeted actions from \(count) (\(shown)\(more)) "
                    + "can never be handled")
        }
    }
}

extension AccessibilityAudit {
    /// Whether `view` lies inside a control (a button's title label or image view): a part, not a view of the app.
    static func isPartOfControl(_ view: UIView) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if ancestor is UIControl { return true }
            current = ancestor.superview
        }
        return false
    }
}
