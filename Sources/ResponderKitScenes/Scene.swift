// The value model of a scene file: a flat, pre-order list of view descriptions.
//
// Invariants:
// - The model is never recursive: `views` is a flat array in document pre-order (a view comes before its
//   descendants, siblings in document order), and views refer to each other by index. Building, copying and
//   deallocating a scene therefore uses constant stack space whatever its nesting depth.
// - `views[i].parent` is nil exactly for the roots, which are listed in `roots` in document order; otherwise the parent
//   index is smaller than `i` and `views[parent].children[views[i].position] == i`.
// - `views[i].level` is 0 for a root and `views[parent].level + 1` otherwise, and never exceeds
//   `Scene.maximumLevels - 1`; there are between 1 and `Scene.maximumWindows` roots.
// - Ids are unique and non-empty; `index(ofID:)` finds every one of them. Controller names are unique and non-empty.
// - Gesture recognizers are known kinds only (`SceneGestureRecognizerKind`); a view may repeat a kind.
// - Every number is finite; geometry (frame, bounds origin, transform, hit-area outset) is within
//   ±`Scene.geometryLimit`; frame sizes are non-negative. Only a `SceneLoader` creates scenes.
import Foundation
import ResponderKit
import ResponderKitJSON

/// A scene: one or more windows with their view hierarchies, as described by a scene file.
///
/// Create one with ``SceneLoader``; make it live with ``SceneBuilder``.
public struct Scene: Sendable {
    /// The most view levels a scene may nest: a window and 9,999 levels of descendants.
    public static let maximumLevels = 10_000
    /// The most root views (windows) a scene may have.
    public static let maximumWindows = 1_000
    /// The largest magnitude allowed for a geometry number (frame, bounds origin, transform, hit-area outset).
    public static let geometryLimit: Double = 1_000_000

    /// The optional top-level `"description"` string.
    public let summary: String?
    /// Every view, in document pre-order.
    public let views: [SceneViewSpec]
    /// The indices of the root views (the windows), in document order.
    public let roots: [Int]
    /// The deepest `level` of any view (0 when every root has no children).
    public let deepestLevel: Int
    private let indexByID: [String: Int]

    init(summary: String?, views: [SceneViewSpec], roots: [Int], indexByID: [String: Int]) {
        self.summary = summary
        self.views = views
        self.roots = roots
        self.indexByID = indexByID
        self.deepestLevel = views.reduce(0) { max($0, $1.level) }
    }

    /// The index in ``views`` of the view with identifier `id`, or nil.
    public func index(ofID id: String) -> Int? {
        indexByID[id]
    }

    /// The index of the root (window) whose tree holds the view at `index`.
    public func rootIndex(of index: Int) -> Int {
        var current = index
        while let parent = views[current].parent { current = parent }
        return current
    }

    /// The JSON path of the view at `index`, such as `views[0].children[2]`, shortened in the middle when very deep.
    public func path(of index: Int) -> String {
        ScenePath.format(pathComponents(of: index))
    }

    /// The JSON path components of the view at `index`, from the top of the document.
    public func pathComponents(of index: Int) -> [ScenePath.Component] {
        Scene.pathComponents(of: index, in: views)
    }

    /// The JSON path components of `views[index]`, following `parent` links up to a root.
    static func pathComponents(of index: Int, in views: [SceneViewSpec]) -> [ScenePath.Component] {
        var reversed: [ScenePath.Component] = []
        var current = index
        while true {
            let view = views[current]
            reversed.append(.index(view.position))
            guard let parent = view.parent else {
                reversed.append(.key("views"))
                break
            }
            reversed.append(.key("children"))
            current = parent
        }
        return reversed.reversed()
    }
}

/// One view of a scene, as written in the scene file, with the defaults filled in.
public struct SceneViewSpec: Sendable, Equatable {
    /// The unique identifier (`"id"`); it becomes the view's `accessibilityIdentifier`.
    public var id: String
    /// The class name as written (`"class"`), or `"UIWindow"` for a root and `"UIView"` otherwise when omitted.
    public var className: String
    /// The frame (`"frame"`) in the superview's coordinates; with a transform, the untransformed centre and size.
    public var frame: CGRect
    /// The bounds origin (`"boundsOrigin"`), for example a scroll offset. Zero by default.
    public var boundsOrigin: CGPoint
    /// Whether the view is hidden (`"hidden"`). False by default.
    public var isHidden: Bool
    /// The opacity (`"alpha"`). 1 by default.
    public var alpha: Double
    /// The explicit `"userInteractionEnabled"`, or nil to keep the class default (false for `UILabel` and
    /// `UIImageView`, true otherwise).
    public var userInteractionEnabled: Bool?
    /// Whether the view clips its drawing (`"clipsToBounds"`). False by default; hit-testing ignores it (HT-6).
    public var clipsToBounds: Bool
    /// The transform (`"transform"`), applied about the centre, or nil for the identity.
    public var transform: CGAffineTransform?
    /// How far `point(inside:with:)` reaches beyond the bounds on every side (`"hitAreaOutset"`); negative shrinks.
    public var hitAreaOutset: Double
    /// Whether `hitTest(_:with:)` returns nil where it would return the view itself (`"passThrough"`).
    public var passThrough: Bool
    /// The name of the view controller whose root view this is (`"viewController"`), or nil.
    public var viewController: String?
    /// The gesture recognizers attached to the view, in order (`"gestureRecognizers"`). None by default.
    public var gestureRecognizers: [SceneGestureRecognizerKind] = []
    /// The index of the superview in ``Scene/views``, or nil for a root (a window).
    public var parent: Int?
    /// The position among the superview's children (or among the roots), back to front.
    public var position: Int
    /// The nesting level: 0 for a root.
    public var level: Int
    /// The indices of the subviews in ``Scene/views``, back (first) to front (last).
    public var children: [Int]

    /// Whether this view is a root of the scene, which becomes a window.
    public var isRoot: Bool { parent == nil }

    /// The names of the view's gesture recognizers, in order: `"<id>.<kind>"`, with `#2`, `#3` … for repeats.
    public var gestureRecognizerNames: [String] {
        SceneGestureRecognizerKind.recognizerNames(viewID: id, kinds: gestureRecognizers)
    }

    /// Whether the class takes touches by default (HT-11): false for `UILabel` and `UIImageView`.
    public var classIsInteractiveByDefault: Bool {
        SceneViewFactory.isInteractiveByDefault(className: className)
    }

    /// `isUserInteractionEnabled` as the built view has it: the explicit value, else the class default.
    public var effectiveUserInteractionEnabled: Bool {
        userInteractionEnabled ?? classIsInteractiveByDefault
    }
}

/// Formatting of JSON paths such as `views[0].children[2].frame`.
public enum ScenePath {
    /// One step of a JSON path.
    public enum Component: Sendable, Equatable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// Paths with more components than this are shortened in the middle.
    public static let abbreviationThreshold = 24
    /// How many components are kept at each end of a shortened path.
    public static let keptAtEachEnd = 10

    /// Joins components as `views[0].children[2]["odd key"]`, shortening very long paths in the middle.
    public static func format(_ components: [ScenePath.Component]) -> String {
        let tokens = components.enumerated().map { offset, component in
            token(component, first: offset == 0)
        }
        return join(tokens)
    }

    /// Shortens a path produced elsewhere (for example by `JSONParser`) the same way as ``format(_:)``.
    public static func abbreviate(_ path: String) -> String {
        join(split(path))
    }

    /// `path + component` as text, for messages about a member or element of a known path.
    public static func appending(_ component: ScenePath.Component, to path: String) -> String {
        path + token(component, first: path.isEmpty)
    }

    private static func token(_ component: ScenePath.Component, first: Bool) -> String {
        switch component {
        case .index(let index):
            return "[\(index)]"
        case .key(let key):
            if isIdentifier(key) { return first ? key : ".\(key)" }
            return "[\(JSONWriter.quoted(key))]"
        }
    }

    private static func join(_ tokens: [String]) -> String {
        guard tokens.count > abbreviationThreshold else { return tokens.joined() }
        let omitted = tokens.count - 2 * keptAtEachEnd
        let head = tokens.prefix(keptAtEachEnd).joined()
        let tail = tokens.suffix(keptAtEachEnd).joined()
        return head + "[… \(omitted) more components …]" + tail
    }

    /// Splits a path into tokens that each start with `.` or `[` (the first may start with a key), respecting
    /// quoted keys inside brackets.
    private static func split(_ path: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in path {
            if inQuotes {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
                continue
            }
            if character == "." || character == "[", !current.isEmpty {
                tokens.append(current)
                current = ""
            }
            if character == "\"" { inQuotes = true }
            current.append(character)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }
    }

}

/// Compact number formatting shared by messages and reports.
public enum SceneNumber {
    /// `value` without a trailing `.0` when it is a whole number (`120`, `-5`, `0.5`, `1e+308`); `inf`, `-inf` and
    /// `nan` for non-finite values.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int(value))
        }
        return String(describing: value)
    }

    /// `(x, y)` with ``format(_:)`` for each coordinate.
    public static func format(_ point: CGPoint) -> String {
        "(\(format(Double(point.x))), \(format(Double(point.y))))"
    }
}
