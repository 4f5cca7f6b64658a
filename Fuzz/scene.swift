// libFuzzer target `scene`: `SceneLoader.load(bytes:)` on arbitrary bytes, the way `responderkit explain` reads a
// scene file.
//
// Besides "never traps", the target checks:
// - loading the bytes and loading the document `JSONParser` makes of them (with `SceneLoader.parserLimits`) agree:
//   the same scene or the same `SceneError`, and a JSON syntax error is reported as such;
// - a loaded scene keeps every invariant documented in `Scene.swift` (see `checkSceneInvariants`) and those of
//   its Auto Layout keys (`SceneConstraintSpec.swift`, `SceneVisualFormatSpec.swift`, `SceneStackSpec.swift`,
//   see `checkLayoutInvariants`);
// - an error has a message, and its description is `path: message` (or only the message).
import ResponderKit
import ResponderKitJSON
import ResponderKitScenes

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let loaded = Result { () throws(SceneError) -> Scene in try SceneLoader.load(bytes: bytes) }

    let document = Result { () throws(JSONParseError) -> JSONDocument in
        try JSONParser.parse(bytes, limits: SceneLoader.parserLimits)
    }
    switch (loaded, document) {
    case (.success(let scene), .success(let document)):
        guard case .success(let again) = Result(catching: { () throws(SceneError) in try SceneLoader.load(document) })
        else {
            fatalError("the bytes load but their document does not")
        }
        require(
            again.views == scene.views && again.roots == scene.roots && again.summary == scene.summary,
            "loading the document gives another scene")
        checkSceneInvariants(scene)
        checkLayoutInvariants(scene)
    case (.failure(let error), .success(let document)):
        let again = Result { () throws(SceneError) -> Scene in try SceneLoader.load(document) }
        guard case .failure(let other) = again, other == error else {
            fatalError("the bytes fail with \(error) but their document gives \(again)")
        }
        checkError(error)
    case (.failure(let error), .failure(let syntax)):
        require(!syntax.message.isEmpty, "an empty JSON error")
        require(
            error.message.hasPrefix("invalid JSON at line \(syntax.line), column \(syntax.column): ")
                || error.message.hasPrefix("the JSON nests deeper than"),
            "the JSON error \(syntax) became \(error)")
        checkError(error)
    case (.success, .failure(let syntax)):
        fatalError("the bytes load although they are not JSON: \(syntax)")
    }
    return 0
}

private func checkError(_ error: SceneError) {
    require(!error.message.isEmpty, "an error without a message at \(error.path)")
    let expected = error.path.isEmpty ? error.message : "\(error.path): \(error.message)"
    require(error.description == expected, "description \(error.description)")
}

/// The invariants of the Auto Layout keys: constraints are well formed as UIKit requires, refer to views of their
/// own window and never place a root; the views they place know it; stack views and their arranged subviews agree.
private func checkLayoutInvariants(_ scene: Scene) {
    let views = scene.views
    let limit = Scene.geometryLimit
    var namedByFormats = Set<Int>()
    func checkFormat(_ format: SceneVisualFormatSpec, window: Int?, name: String) {
        require(!format.format.isEmpty, "\(name): empty visual format")
        require(!format.views.isEmpty, "\(name): a format names no view")
        let windows = Set(format.views.values.map { scene.rootIndex(of: $0) })
        require(windows.count == 1, "\(name): a format spans \(windows.count) windows")
        if let window { require(windows == [window], "\(name): a view's format names another window") }
        for (id, index) in format.views {
            require(views.indices.contains(index) && views[index].id == id, "\(name): \(id) is not view \(index)")
            require(!views[index].isRoot, "\(name): a format places root \(id)")
            namedByFormats.insert(index)
        }
        require(format.metrics.values.allSatisfy { $0.isFinite && abs($0) <= limit }, "\(name): a metric out of range")
        let directions = format.formatOptions.intersection(.directionMask).rawValue
        require(directions != 3 << 16, "\(name): two directions")
    }
    for (index, view) in views.enumerated() {
        let name = "view \(index) (\(view.id))"
        let window = scene.rootIndex(of: index)
        if view.isRoot {
            require(view.constraints.isEmpty, "\(name): a root has constraints")
            require(view.translatesAutoresizingMaskIntoConstraints == nil, "\(name): a root sets translates")
            require(view.stack == nil && view.arrangedIndex == nil, "\(name): a root is a stack view or arranged")
            require(view.effectiveTranslatesAutoresizingMaskIntoConstraints, "\(name): a root is placed by constraints")
        } else {
            require(view.safeAreaInsets == nil, "\(name): safeAreaInsets below a root")
        }
        if let insets = view.safeAreaInsets {
            let edges = [insets.top, insets.left, insets.bottom, insets.right]
            require(edges.allSatisfy { $0 >= 0 && $0 <= limit }, "\(name): safe-area insets \(edges)")
        }
        require((view.stack != nil) == (view.className == "UIStackView" && !view.isRoot), "\(name): stack spec")
        if let stack = view.stack {
            require(stack.spacing.isFinite && abs(stack.spacing) <= limit, "\(name): spacing \(stack.spacing)")
        }
        if let arranged = view.arrangedIndex, let parent = view.parent {
            let siblings = views[parent].children
            let firstArranged = siblings.firstIndex { views[$0].arrangedIndex != nil } ?? siblings.count
            require(views[parent].stack != nil, "\(name): arranged by a view that is not a stack view")
            require(view.position == firstArranged + arranged, "\(name): arranged \(arranged) at \(view.position)")
            require(view.isLaidOutByConstraints, "\(name): an arranged view is not placed by constraints")
            require(
                scene.pathComponents(of: index).suffix(2) == [.key("arrangedSubviews"), .index(arranged)],
                "\(name): path \(scene.path(of: index))")
        } else if let parent = view.parent {
            // Arranged subviews come after every other subview.
            require(
                views[parent].children[..<view.position].allSatisfy { views[$0].arrangedIndex == nil },
                "\(name): a child after an arranged subview")
        }
        for (slot, entry) in view.constraints.enumerated() {
            let at = "\(name).constraints[\(slot)]"
            switch entry {
            case .attribute(let spec):
                require(view.isLaidOutByConstraints, "\(at): its view does not know constraints place it")
                checkAttributeConstraint(spec, owner: index, in: scene, name: at)
            case .visualFormat(let format):
                checkFormat(format, window: window, name: at)
            }
        }
    }
    for (slot, format) in scene.constraints.enumerated() {
        checkFormat(format, window: nil, name: "constraints[\(slot)]")
    }
    for index in namedByFormats {
        require(views[index].isLaidOutByConstraints, "view \(index): named by a format but not placed by constraints")
    }
    for (index, view) in views.enumerated() where view.isLaidOutByConstraints {
        let placed =
            namedByFormats.contains(index) || view.arrangedIndex != nil
            || view.constraints.contains { if case .attribute = $0 { true } else { false } }
        require(placed, "view \(index): placed by constraints for no reason")
    }
    require(
        scene.usesAutoLayout
            == views.contains { !$0.effectiveTranslatesAutoresizingMaskIntoConstraints || $0.stack != nil },
        "usesAutoLayout")
}

/// One attribute constraint keeps UIKit's rules (AL-10, AL-11) and the scene's ranges.
private func checkAttributeConstraint(_ spec: SceneConstraintSpec, owner: Int, in scene: Scene, name: String) {
    let limit = Scene.geometryLimit
    let isDimension = { (attribute: NSLayoutConstraint.Attribute) in attribute == .width || attribute == .height }
    let horizontal: Set<NSLayoutConstraint.Attribute> = [
        .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins,
    ]
    let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
    let absolute: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leftMargin, .rightMargin]
    require(spec.attribute != .notAnAttribute, "\(name): notAnAttribute")
    require(spec.multiplier.isFinite && abs(spec.multiplier) <= limit, "\(name): multiplier \(spec.multiplier)")
    require(spec.constant.isFinite && abs(spec.constant) <= limit, "\(name): constant \(spec.constant)")
    require(spec.priority >= 1 && spec.priority <= 1000, "\(name): priority \(spec.priority)")
    guard let target = spec.target else {
        require(isDimension(spec.attribute), "\(name): a position equal to a constant")
        require(
            spec.targetAttribute == .notAnAttribute && spec.multiplier == 1, "\(name): a constant with a second side")
        return
    }
    let (first, second) = (spec.attribute, spec.targetAttribute)
    require(second != .notAnAttribute, "\(name): a target without an attribute")
    require(
        isDimension(first) || horizontal.contains(first) == horizontal.contains(second),
        "\(name): positions of two axes")
    require(isDimension(first) == isDimension(second), "\(name): a size against a position")
    require(
        !(directional.contains(first) && absolute.contains(second))
            && !(absolute.contains(first) && directional.contains(second)),
        "\(name): leading/trailing against left/right")
    require(isDimension(first) || spec.multiplier != 0, "\(name): a position with multiplier 0")
    if case .view(let index) = target {
        require(scene.views.indices.contains(index), "\(name): target \(index)")
        require(scene.rootIndex(of: index) == scene.rootIndex(of: owner), "\(name): a target in another window")
    }
}
