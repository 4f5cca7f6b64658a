// Reads one scene document into a `Scene`: the view tree in pre-order, then the references between views.
// The invariants at the top of `SceneLoader.swift` hold here too.
import Foundation
import ResponderKit
import ResponderKitJSON

/// The state of one load: the document, the views read so far and the id and controller-name indexes.
struct SceneReader {
    let document: JSONDocument
    var views: [SceneViewSpec] = []
    var roots: [Int] = []
    var indexByID: [String: Int] = [:]
    var controllerOwners: [String: Int] = [:]
    /// The `"to"` view ids of attribute constraints, by the index of the view that lists them: resolved once every
    /// view is read.
    var pendingTargets: [Int: [PendingTarget]] = [:]
    /// The views read without a `"frame"`, in document order: allowed only if constraints place them.
    var framelessViews: [Int] = []

    /// A view object waiting to be read: its node, its future parent and its position there.
    struct Pending {
        var node: JSONNodeID
        var parent: Int?
        var position: Int
        var level: Int
        /// The position in the stack view's `"arrangedSubviews"`, or nil for a view of a `"children"` list.
        var arrangedIndex: Int?
    }

    /// A constraint's `"to"` naming a view id, waiting for every id to be known.
    struct PendingTarget {
        /// The constraint's position in the view's `"constraints"`.
        var entry: Int
        /// The attribute key the constraint was written with (`"leading"`), for the path.
        var key: String
        /// The view id.
        var name: String
    }

    init(document: JSONDocument) {
        self.document = document
    }

    mutating func read() throws(SceneError) -> Scene {
        let top = document.root
        guard document.kind(of: top) == .object else {
            throw SceneError(path: "", message: "expected a JSON object with a \"views\" array, got \(kindName(top))")
        }
        var viewsNode: JSONNodeID?
        var summary: String?
        var constraintsNode: JSONNodeID?
        for (key, value) in document.members(of: top) {
            switch key {
            case "views":
                viewsNode = value
            case "constraints":
                constraintsNode = value
            case "description":
                guard let text = document.string(value) else {
                    throw SceneError(path: "description", message: "expected a string, got \(kindName(value))")
                }
                summary = text
            default:
                throw SceneError(
                    path: ScenePath.format([.key(key)]),
                    message: "unknown key (a scene has \"views\", an optional \"description\" and optional "
                        + "\"constraints\" of visual formats)")
            }
        }
        guard let viewsNode else {
            throw SceneError(
                path: "", message: "missing required key \"views\" (an array of root views, one per window)")
        }
        guard document.kind(of: viewsNode) == .array else {
            throw SceneError(path: "views", message: "expected an array of views, got \(kindName(viewsNode))")
        }
        let rootNodes = document.elements(of: viewsNode)
        guard !rootNodes.isEmpty else {
            throw SceneError(path: "views", message: "expected at least one view (each root view becomes a window)")
        }
        guard rootNodes.count <= Scene.maximumWindows else {
            throw SceneError(
                path: ScenePath.format([.key("views"), .index(Scene.maximumWindows)]),
                message: "a scene may have at most \(Scene.maximumWindows) root views (each one is a window)")
        }
        // Every view takes at least three nodes (its object, its id and its frame array).
        views.reserveCapacity(document.nodeCount / 3)
        indexByID.reserveCapacity(document.nodeCount / 3)
        var stack: [Pending] = rootNodes.enumerated().reversed().map { position, node in
            Pending(node: node, parent: nil, position: position, level: 0, arrangedIndex: nil)
        }
        while let pending = stack.popLast() {
            let childNodes = try readView(pending)
            let index = views.count - 1
            guard !childNodes.isEmpty else { continue }
            guard pending.level + 1 < Scene.maximumLevels else {
                throw SceneError(
                    path: path(Location(parent: index, position: 0, key: nil, element: nil)),
                    message: "views nest deeper than \(Scene.maximumLevels) levels (the limit for a scene)")
            }
            for (position, child) in childNodes.enumerated().reversed() {
                stack.append(
                    Pending(
                        node: child.node, parent: index, position: position, level: pending.level + 1,
                        arrangedIndex: child.arrangedIndex))
            }
        }
        try resolveNextReferences()
        var sceneFormats: [SceneVisualFormatSpec] = []
        if let constraintsNode {
            sceneFormats = try sceneConstraints(constraintsNode)
        }
        try resolveLayout(sceneFormats: &sceneFormats)
        return Scene(
            summary: summary, views: views, roots: roots, indexByID: indexByID, constraints: sceneFormats)
    }

    /// Reads one view object, appends it to `views` and returns its subview nodes (not yet read): its
    /// `"children"`, then a stack view's `"arrangedSubviews"` with their positions there.
    mutating func readView(_ pending: Pending) throws(SceneError) -> [(node: JSONNodeID, arrangedIndex: Int?)] {
        let node = pending.node
        let isRoot = pending.parent == nil
        var here = Location(
            parent: pending.parent, position: pending.arrangedIndex ?? pending.position, key: nil, element: nil)
        here.inArrangedSubviews = pending.arrangedIndex != nil
        guard document.kind(of: node) == .object else {
            throw SceneError(path: path(here), message: "expected a view object, got \(kindName(node))")
        }
        var spec = SceneViewSpec(
            id: "", className: isRoot ? "UIWindow" : "UIView", frame: .zero, boundsOrigin: .zero, isHidden: false,
            alpha: 1, userInteractionEnabled: nil, clipsToBounds: false, transform: nil, hitAreaOutset: 0,
            passThrough: false, viewController: nil, parent: pending.parent, position: pending.position,
            level: pending.level, children: [])
        spec.arrangedIndex = pending.arrangedIndex
        var id: String?
        var sawFrame = false
        var children: [JSONNodeID] = []
        var arranged: [JSONNodeID] = []
        var stack = StackDraft()
        for position in 0..<document.count(of: node) {
            guard let (key, value) = document.member(node, at: position) else { continue }
            let keyPath = here.key(key)
            switch key {
            case "id":
                let text = try nonEmptyString(value, keyPath)
                if let other = indexByID[text] {
                    let otherPath = ScenePath.appending(.key("id"), to: path(of: other))
                    throw SceneError(
                        path: path(keyPath),
                        message: "duplicate id \(JSONWriter.quoted(text)) (also used at \(otherPath))")
                }
                id = text
            case "class":
                let text = try nonEmptyString(value, keyPath)
                if text == "UIWindow" && !isRoot {
                    throw SceneError(
                        path: path(keyPath), message: "UIWindow is only allowed on a root view (each root is a window)")
                }
                spec.className = text
            case "frame":
                let numbers = try geometry(value, count: 4, what: "[x, y, width, height]", keyPath)
                for slot in 2...3 where numbers[slot] < 0 {
                    throw SceneError(
                        path: path(keyPath.element(slot)),
                        message: "\(slot == 2 ? "width" : "height") must not be negative")
                }
                spec.frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                sawFrame = true
            case "boundsOrigin":
                let numbers = try geometry(value, count: 2, what: "[x, y]", keyPath)
                spec.boundsOrigin = CGPoint(x: numbers[0], y: numbers[1])
            case "transform":
                let n = try geometry(value, count: 6, what: "[a, b, c, d, tx, ty]", keyPath)
                spec.transform = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
            case "hitAreaOutset":
                spec.hitAreaOutset = try geometryNumber(value, keyPath)
            case "alpha":
                guard let number = document.number(value) else {
                    throw SceneError(path: path(keyPath), message: "expected a number, got \(kindName(value))")
                }
                spec.alpha = number
            case "hidden":
                spec.isHidden = try bool(value, keyPath)
            case "userInteractionEnabled":
                spec.userInteractionEnabled = try bool(value, keyPath)
            case "clipsToBounds":
                spec.clipsToBounds = try bool(value, keyPath)
            case "passThrough":
                spec.passThrough = try bool(value, keyPath)
            case "viewController":
                let name = try nonEmptyString(value, keyPath)
                if isRoot {
                    throw SceneError(
                        path: path(keyPath),
                        message: "a root is a window and cannot be a view controller's root view; "
                            + "put the controller on a child view")
                }
                if let other = controllerOwners[name] {
                    let otherPath = ScenePath.appending(.key("viewController"), to: path(of: other))
                    throw SceneError(
                        path: path(keyPath),
                        message: "duplicate view controller name \(JSONWriter.quoted(name)) (also used at \(otherPath))"
                    )
                }
                controllerOwners[name] = views.count
                spec.viewController = name
            case "gestureRecognizers":
                spec.gestureRecognizers = try recognizers(value, keyPath)
            case "children":
                guard document.kind(of: value) == .array else {
                    throw SceneError(path: path(keyPath), message: "expected an array of views, got \(kindName(value))")
                }
                children = document.elements(of: value)
            case "arrangedSubviews":
                guard document.kind(of: value) == .array else {
                    throw SceneError(path: path(keyPath), message: "expected an array of views, got \(kindName(value))")
                }
                stack.note(keyPath)
                arranged = document.elements(of: value)
            default:
                if try readAccessibilityKey(key, value, keyPath, into: &spec) { continue }
                if try readLayoutKey(key, value, keyPath, isRoot: isRoot, into: &spec, stack: &stack) { continue }
                let allowed = SceneLoader.viewKeys.joined(separator: ", ")
                throw SceneError(path: path(keyPath), message: "unknown key (a view may have: \(allowed))")
            }
        }
        guard let id else {
            throw SceneError(path: path(here), message: "missing required key \"id\"")
        }
        try finishLayoutKeys(&spec, stack: stack, isRoot: isRoot, here)
        if !sawFrame {
            // Constraints may place a view without a frame; whether any does is known once every view is read.
            guard !isRoot else {
                throw SceneError(path: path(here), message: "missing required key \"frame\" ([x, y, width, height])")
            }
            framelessViews.append(views.count)
        }
        spec.id = id
        let index = views.count
        indexByID[id] = index
        if let parent = pending.parent {
            views[parent].children.append(index)
        } else {
            roots.append(index)
        }
        views.append(spec)
        return children.map { ($0, nil) } + arranged.enumerated().map { ($1, $0) }
    }

    // MARK: Values

    func nonEmptyString(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> String {
        guard let text = document.string(node) else {
            throw SceneError(path: path(location), message: "expected a string, got \(kindName(node))")
        }
        guard !text.isEmpty else {
            throw SceneError(path: path(location), message: "expected a non-empty string")
        }
        return text
    }

    func bool(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> Bool {
        guard let value = document.bool(node) else {
            throw SceneError(path: path(location), message: "expected true or false, got \(kindName(node))")
        }
        return value
    }

    /// The recognizer kinds of a `"gestureRecognizers"` array, in order; an unknown name is reported at its element.
    func recognizers(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> [SceneGestureRecognizerKind] {
        let known = SceneGestureRecognizerKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard document.kind(of: node) == .array else {
            throw SceneError(
                path: path(location), message: "expected an array of recognizer names (\(known)), got \(kindName(node))"
            )
        }
        var kinds: [SceneGestureRecognizerKind] = []
        for slot in 0..<document.count(of: node) {
            guard let element = document.element(node, at: slot) else { continue }
            let elementLocation = location.element(slot)
            guard let name = document.string(element) else {
                throw SceneError(
                    path: path(elementLocation),
                    message: "expected a recognizer name (\(known)), got \(kindName(element))")
            }
            guard let kind = SceneGestureRecognizerKind(rawValue: name) else {
                throw SceneError(
                    path: path(elementLocation),
                    message: "unknown recognizer \(JSONWriter.quoted(name)) (known: \(known))")
            }
            kinds.append(kind)
        }
        return kinds
    }

    func geometryNumber(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> Double {
        guard let number = document.number(node) else {
            throw SceneError(path: path(location), message: "expected a number, got \(kindName(node))")
        }
        try checkRange(number, location)
        return number
    }

    func geometry(
        _ node: JSONNodeID, count: Int, what: String, _ location: Location
    ) throws(SceneError) -> [Double] {
        let expected = "expected \(count) numbers \(what)"
        guard document.kind(of: node) == .array else {
            throw SceneError(path: path(location), message: "\(expected), got \(kindName(node))")
        }
        let found = document.count(of: node)
        guard found == count else {
            throw SceneError(path: path(location), message: "\(expected), got \(found) value\(found == 1 ? "" : "s")")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for slot in 0..<count {
            guard let element = document.element(node, at: slot) else { continue }
            let elementLocation = location.element(slot)
            guard let number = document.number(element) else {
                throw SceneError(path: path(elementLocation), message: "\(expected), got \(kindName(element))")
            }
            try checkRange(number, elementLocation)
            numbers.append(number)
        }
        return numbers
    }

    func checkRange(_ number: Double, _ location: Location) throws(SceneError) {
        let limit = Scene.geometryLimit
        guard number.isFinite, abs(number) <= limit else {
            throw SceneError(
                path: path(location),
                message: "\(SceneNumber.format(number)) is out of range "
                    + "(geometry must be within ±\(SceneNumber.format(limit)))")
        }
    }

    func kindName(_ node: JSONNodeID) -> String {
        let kind = document.kind(of: node)
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
