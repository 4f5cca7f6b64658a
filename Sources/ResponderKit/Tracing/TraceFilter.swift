// Which dispatch steps a `TracePrinter` prints: kinds of step, and optionally only those involving one view.
//
// Invariants:
// - Every `TraceEntry` case belongs to exactly one category (`category(of:)`), so `.all` prints everything.
// - Parsing never fails silently: an unknown word is returned as a problem and the rest is still used.
import Foundation

/// Which dispatch steps a ``TracePrinter`` prints, as `RESPONDERKIT_TRACE` spells it: `1` (or `all`),
/// a comma-separated list of categories (`touches,actions,recognizers`), and `view:ID` to keep only the steps
/// that involve the view whose `accessibilityIdentifier` is `ID`.
public struct TraceFilter: Equatable, Sendable {
    /// A kind of dispatch step.
    public struct Categories: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The hit-test of a new touch, its binding, `touches…` deliveries, forwarding and cancellation.
        public static let touches = Categories(rawValue: 1 << 0)
        /// `presses…`, motion and remote-control deliveries and their forwarding.
        public static let presses = Categories(rawValue: 1 << 1)
        /// Control events, actions sent (target-action, key commands, edit menus) and actions no one handled.
        public static let actions = Categories(rawValue: 1 << 2)
        /// Gesture recognizer state changes, rejected transitions and waits.
        public static let recognizers = Categories(rawValue: 1 << 3)
        /// First-responder changes.
        public static let focus = Categories(rawValue: 1 << 4)
        /// Input the input layer dropped or rejected, and notes (an override that did not call `super` …).
        public static let input = Categories(rawValue: 1 << 5)
        /// Every kind of step.
        public static let all: Categories = [.touches, .presses, .actions, .recognizers, .focus, .input]

        /// The names `RESPONDERKIT_TRACE` accepts, in order.
        public static let names: [(String, Categories)] = [
            ("touches", .touches), ("presses", .presses), ("actions", .actions), ("recognizers", .recognizers),
            ("focus", .focus), ("input", .input),
        ]
    }

    /// The kinds of step printed.
    public var categories: Categories
    /// When set, only steps involving the view with this `accessibilityIdentifier` (or a recognizer attached to
    /// it) are printed.
    public var viewID: String?

    /// Every step.
    public static let all = TraceFilter(categories: .all, viewID: nil)

    /// Creates a filter.
    public init(categories: Categories = .all, viewID: String? = nil) {
        self.categories = categories
        self.viewID = viewID
    }

    /// Reads a filter as `RESPONDERKIT_TRACE` spells it; nil for tracing off (empty, `0`, `no`, `off`, `false`).
    /// Unknown words are returned in `problems` and ignored; a value with only unknown words prints everything.
    public static func parse(_ text: String) -> (filter: TraceFilter?, problems: [String]) {
        let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if words.isEmpty || words.count == 1 && ["0", "no", "off", "false"].contains(words[0].lowercased()) {
            return (nil, [])
        }
        var categories: Categories = []
        var viewID: String?
        var problems: [String] = []
        for word in words {
            let lower = word.lowercased()
            if ["1", "yes", "on", "true", "all"].contains(lower) {
                categories = .all
            } else if lower.hasPrefix("view:") {
                let id = String(word.dropFirst("view:".count))
                if id.isEmpty { problems.append("view: needs an accessibilityIdentifier") } else { viewID = id }
            } else if let (_, category) = Categories.names.first(where: { $0.0 == lower }) {
                categories.insert(category)
            } else {
                let known = Categories.names.map(\.0).joined(separator: ", ")
                problems.append("unknown category '\(word)' (known: all, \(known), view:ID)")
            }
        }
        return (TraceFilter(categories: categories.isEmpty ? .all : categories, viewID: viewID), problems)
    }

    /// Whether `entry` is printed.
    @MainActor
    public func includes(_ entry: TraceEntry) -> Bool {
        guard categories.contains(Self.category(of: entry)) else { return false }
        guard let viewID else { return true }
        return Self.objects(of: entry).contains { Self.isView(viewID, $0) }
    }

    /// The category `entry` belongs to.
    @MainActor
    public static func category(of entry: TraceEntry) -> Categories {
        switch entry {
        case .hitTestBegan, .hitTestVisit, .hitTestReturned, .hitTestResult, .touchBound, .touchSuppressed,
            .touchCancelled:
            return .touches
        case .delivered(let method, _, _), .forwarded(let method, _, _), .dropped(let method, _),
            .responderCycle(let method, _):
            return method.kind == .touches ? .touches : .presses
        case .controlEvents, .actionSent, .selectorNotImplemented, .actionNotHandled:
            return .actions
        case .recognizerStateChanged, .recognizerTransitionRejected, .recognizerWaiting:
            return .recognizers
        case .firstResponderChanged:
            return .focus
        case .inputDropped, .inputRejected, .note, .constraintBroken, .layoutError:
            return .input
        }
    }

    /// The objects an entry names (views, responders, recognizers' views, senders and targets).
    @MainActor
    private static func objects(of entry: TraceEntry) -> [AnyObject?] {
        switch entry {
        case .hitTestBegan(let window, _): return [window]
        case .hitTestVisit(let view, _, _, _): return [view]
        case .hitTestReturned(let view, _, let result, _): return [view, result]
        case .hitTestResult(_, _, let view), .touchBound(_, let view): return [view]
        case .touchSuppressed(_, let view, _): return [view]
        case .delivered(_, let responder, _), .dropped(_, let responder), .responderCycle(_, let responder):
            return [responder]
        case .forwarded(_, let from, let to): return [from, to]
        case .touchCancelled(_, let view, _): return [view]
        case .firstResponderChanged(_, let from, let to): return [from, to]
        case .recognizerStateChanged(let recognizer, _, _, _), .recognizerTransitionRejected(let recognizer, _, _):
            return [recognizer.view]
        case .recognizerWaiting(let recognizer, let other): return [recognizer.view, other.view]
        case .controlEvents(let control, _): return [control]
        case .actionSent(_, let sender, let target): return [sender as AnyObject?, target]
        case .selectorNotImplemented(_, let target): return [target]
        case .actionNotHandled(_, let sender): return [sender as AnyObject?]
        case .inputDropped, .inputRejected, .note, .layoutError: return []
        case .constraintBroken(let constraint, _): return [constraint.firstItem, constraint.secondItem]
        }
    }

    @MainActor
    private static func isView(_ id: String, _ object: AnyObject?) -> Bool {
        (object as? UIView)?.accessibilityIdentifier == id
    }
}
