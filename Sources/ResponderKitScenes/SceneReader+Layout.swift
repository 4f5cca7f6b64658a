// The second pass of the Auto Layout keys, once every view is read: constraint targets and visual-format names
// become view indices, each view learns whether constraints place it, and only such views may lack a frame.
//
// Invariants: views are visited in document order and their constraints in list order, then the scene-level
// formats, so the first problem reported is the first one in that order; a constraint never joins two windows
// (they share no ancestor, and UIKit raises) and never places a root. The invariants at the top of
// `SceneLoader.swift` hold here too.
import Foundation
import ResponderKit
import ResponderKitJSON

extension SceneReader {
    /// Resolves the constraints of every view and of the scene, marks the views they place, and checks frames.
    mutating func resolveLayout(sceneFormats: inout [SceneVisualFormatSpec]) throws(SceneError) {
        for index in views.indices where !views[index].constraints.isEmpty {
            var entries = views[index].constraints
            let pending = pendingTargets[index] ?? []
            var next = pending.makeIterator()
            for slot in entries.indices {
                let here = ScenePath.appending(
                    .index(slot), to: ScenePath.appending(.key("constraints"), to: path(of: index)))
                switch entries[slot] {
                case .attribute(var spec):
                    if case .view = spec.target, let target = next.next() {
                        let targetPath = ScenePath.appending(
                            .key("to"), to: ScenePath.appending(.key(target.key), to: here))
                        spec.target = .view(try resolveTarget(target.name, from: index, targetPath))
                    }
                    entries[slot] = .attribute(spec)
                    views[index].isLaidOutByConstraints = true
                case .visualFormat(var spec):
                    try resolve(&spec, ScenePath.appending(.key("visualFormat"), to: here))
                    entries[slot] = .visualFormat(spec)
                }
            }
            views[index].constraints = entries
        }
        for slot in sceneFormats.indices {
            let here = ScenePath.format([.key("constraints"), .index(slot), .key("visualFormat")])
            try resolve(&sceneFormats[slot], here)
        }
        for index in views.indices where views[index].arrangedIndex != nil {
            views[index].isLaidOutByConstraints = true
        }
        for index in framelessViews where views[index].effectiveTranslatesAutoresizingMaskIntoConstraints {
            let reason =
                views[index].translatesAutoresizingMaskIntoConstraints == true
                ? "a view that translates its autoresizing mask into constraints needs one"
                : "only a view that constraints place (its \"constraints\", a visual format naming it, or a stack "
                    + "view's \"arrangedSubviews\") may leave it out"
            throw SceneError(
                path: path(of: index), message: "missing required key \"frame\" ([x, y, width, height]); \(reason)")
        }
    }

    /// The index of the view a constraint of view `owner` names, in the same window.
    private func resolveTarget(_ name: String, from owner: Int, _ at: String) throws(SceneError) -> Int {
        guard let target = indexByID[name] else {
            throw SceneError(path: at, message: "unknown view id \(JSONWriter.quoted(name))")
        }
        let (ownerRoot, targetRoot) = (root(of: owner), root(of: target))
        guard ownerRoot == targetRoot else {
            throw SceneError(
                path: at,
                message: "\(JSONWriter.quoted(name)) is in window \(JSONWriter.quoted(views[targetRoot].id)), "
                    + "not in \(JSONWriter.quoted(views[ownerRoot].id)): views in different windows share no ancestor, "
                    + "so no constraint can relate them")
        }
        return target
    }

    /// Checks a visual format, resolves its names to views and marks those views as placed by constraints.
    private mutating func resolve(_ spec: inout SceneVisualFormatSpec, _ at: String) throws(SceneError) {
        let parsed: SceneVisualFormat.Parsed
        do {
            parsed = try SceneVisualFormat.parse(spec.format)
        } catch {
            throw SceneError(path: at, message: error.message)
        }
        let options = spec.formatOptions
        let alignment = options.intersection(.alignmentMask)
        let acrossAxis =
            parsed.isVertical
            ? alignment.subtracting(SceneLayoutNames.horizontalAlignments).isEmpty
            : alignment.intersection(SceneLayoutNames.horizontalAlignments).isEmpty
        if !alignment.isEmpty, !acrossAxis {
            let edge = parsed.isVertical ? "vertical" : "horizontal"
            throw SceneError(
                path: at,
                message: "the options align the views on a \(edge) edge, which is not allowed for a layout that is "
                    + "also \(edge) (UIKit raises)")
        }
        let predicateViews = parsed.viewOrMetricNames.filter { indexByID[$0] != nil && spec.metrics[$0] == nil }
        for metric in parsed.metricNames + parsed.viewOrMetricNames where spec.metrics[metric] == nil {
            guard !predicateViews.contains(metric) else { continue }
            throw SceneError(
                path: at,
                message: "\(JSONWriter.quoted(metric)) is not a key in the metrics dictionary (\"metrics\")"
                    + (parsed.viewOrMetricNames.contains(metric) ? " or a view id of the scene" : ""))
        }
        for priority in parsed.priorityNumbers + parsed.priorityNames.compactMap({ spec.metrics[$0] })
        where !(priority > 0 && priority <= 1000) {
            throw SceneError(
                path: at,
                message: "priority \(SceneNumber.format(priority)) is out of range (UIKit's priorities are greater "
                    + "than 0 and at most 1000)")
        }
        var window: Int?
        for name in parsed.viewNames + predicateViews {
            guard let index = indexByID[name] else {
                throw SceneError(
                    path: at,
                    message: "\(JSONWriter.quoted(name)) is not a view id of the scene (the views dictionary of a "
                        + "visual format is the scene's view ids)")
            }
            guard !views[index].isRoot else {
                throw SceneError(
                    path: at,
                    message: "\(JSONWriter.quoted(name)) is a root, a window, which Auto Layout does not place")
            }
            let root = root(of: index)
            if let window, window != root {
                throw SceneError(
                    path: at,
                    message: "the format names views of two windows, \(JSONWriter.quoted(views[window].id)) and "
                        + "\(JSONWriter.quoted(views[root].id)), which share no ancestor")
            }
            window = root
            spec.views[name] = index
            views[index].isLaidOutByConstraints = true
        }
    }

    /// The root (window) whose tree holds the view at `index`.
    private func root(of index: Int) -> Int {
        var current = index
        while let parent = views[current].parent { current = parent }
        return current
    }
}
