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
// - Every number is finite; geometry (frame, bounds origin, transform, hit-area outset, constraint constants and
//   multipliers, stack spacing, metrics) is within ±`Scene.geometryLimit`; frame sizes are non-negative. Only a
//   `SceneLoader` creates scenes.
// - A stack view's subviews are its `"children"` followed by its `"arrangedSubviews"` (those have an
//   `arrangedIndex`, 0, 1, … in order); pre-order and `children` follow that subview order, and a view's JSON path
//   names the list it is in.
// - Constraints refer to views by index, never across windows, and never place a root; see
//   `SceneConstraintSpec.swift` and `SceneVisualFormatSpec.swift`.
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
    /// The scene-level visual formats (the top-level `"constraints"` list), in document order.
    public let constraints: [SceneVisualFormatSpec]
    private let indexByID: [String: Int]

    init(
        summary: String?, views: [SceneViewSpec], roots: [Int], indexByID: [String: Int],
        constraints: [SceneVisualFormatSpec] = []
    ) {
        self.summary = summary
        self.views = views
        self.roots = roots
        self.indexByID = indexByID
        self.constraints = constraints
        self.deepestLevel = views.reduce(0) { max($0, $1.level) }
    }

    /// Whether Auto Layout places any view of the scene (constraints, visual formats or stack views).
    public var usesAutoLayout: Bool {
        views.contains { !$0.effectiveTranslatesAutoresizingMaskIntoConstraints || $0.stack != nil }
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
            reversed.append(.index(view.arrangedIndex ?? view.position))
            guard let parent = view.parent else {
                reversed.append(.key("views"))
                break
            }
            reversed.append(.key(view.arrangedIndex == nil ? "children" : "arrangedSubviews"))
            current = parent
        }
        return reversed.reversed()
    }
}
