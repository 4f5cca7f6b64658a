// Checks shared by the fuzz targets: a property that must hold, a canonical walk of a `JSONDocument` that checks
// its read API, and the documented invariants of a loaded `Scene`.
//
// Invariants:
// - Only the public API of ResponderKitJSON and ResponderKitScenes is used, as an outside caller would.
// - Nothing recurses: documents and scenes may nest tens of thousands of levels deep.
// - A broken property traps with `fatalError`, which libFuzzer reports as a crash with the message and the stack.
import ResponderKitJSON
import ResponderKitScenes

/// Traps with `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        fatalError("fuzz check failed: \(message())")
    }
}

/// A JSON document written back as JSON text, with the facts the walk gathered about it.
struct CanonicalJSON: Equatable {
    /// The document as compact JSON: numbers in Swift's shortest round-trip form, strings escaped to ASCII.
    var text: String
    /// `line, column` of every value, in pre-order.
    var positions: [Int]
    /// The deepest array or object nesting; 0 for a scalar root.
    var depth: Int

    /// Walks `document` in pre-order with an explicit stack, checking every read accessor against the others and
    /// the documented layout (node IDs are the pre-order positions, keys are distinct, numbers are finite).
    init(_ document: JSONDocument) {
        enum Work {
            case value(JSONNodeID, depth: Int)
            case text(String)
        }
        var text = ""
        var positions: [Int] = []
        var depth = 0
        var expectedIndex = 0
        var work: [Work] = [.value(document.root, depth: 0)]
        require(document.root.index == 0, "the root is \(document.root), not #0")
        while let item = work.popLast() {
            guard case .value(let node, let level) = item else {
                if case .text(let literal) = item { text += literal }
                continue
            }
            require(node.index == expectedIndex, "pre-order visit \(expectedIndex) is node \(node)")
            require(node.description == "#\(node.index)", "description of \(node) is \(node.description)")
            expectedIndex += 1
            let line = document.line(of: node)
            let column = document.column(of: node)
            require(line >= 1 && column >= 1, "node \(node) at line \(line), column \(column)")
            positions += [line, column]
            let kind = document.kind(of: node)
            Self.checkScalarAccessors(document, node, kind)
            switch kind {
            case .null:
                text += "null"
            case .bool:
                text += document.bool(node) == true ? "true" : "false"
            case .number:
                let number = document.number(node) ?? .nan
                require(number.isFinite, "number \(node) is \(number)")
                text += "\(number)"
            case .string:
                text += Self.quoted(document.string(node) ?? "")
            case .array:
                depth = max(depth, level + 1)
                let elements = Self.checkedElements(document, node)
                text += "["
                work.append(.text("]"))
                for (position, element) in elements.enumerated().reversed() {
                    work.append(.value(element, depth: level + 1))
                    if position > 0 { work.append(.text(",")) }
                }
            case .object:
                depth = max(depth, level + 1)
                let members = Self.checkedMembers(document, node)
                text += "{"
                work.append(.text("}"))
                for (position, member) in members.enumerated().reversed() {
                    work.append(.value(member.value, depth: level + 1))
                    work.append(.text((position > 0 ? "," : "") + Self.quoted(member.key) + ":"))
                }
            }
        }
        require(expectedIndex == document.nodeCount, "visited \(expectedIndex) of \(document.nodeCount) nodes")
        self.text = text
        self.positions = positions
        self.depth = depth
    }

    /// The scalar accessors answer exactly for their own kind, and the container accessors answer nothing for
    /// other kinds.
    private static func checkScalarAccessors(_ document: JSONDocument, _ node: JSONNodeID, _ kind: JSONKind) {
        require(document.isNull(node) == (kind == .null), "isNull(\(node)) for \(kind)")
        require((document.bool(node) != nil) == (kind == .bool), "bool(\(node)) for \(kind)")
        require((document.number(node) != nil) == (kind == .number), "number(\(node)) for \(kind)")
        require((document.string(node) != nil) == (kind == .string), "string(\(node)) for \(kind)")
        require(JSONKind(rawValue: kind.rawValue) == kind, "raw value of \(kind)")
        if kind != .array {
            require(document.elements(of: node).isEmpty, "elements of the \(kind) \(node)")
            require(document.element(node, at: 0) == nil, "element 0 of the \(kind) \(node)")
        }
        if kind != .object {
            require(document.members(of: node).isEmpty, "members of the \(kind) \(node)")
            require(document.member(node, at: 0) == nil, "member 0 of the \(kind) \(node)")
            require(document.value(forKey: "", in: node) == nil, "value for \"\" in the \(kind) \(node)")
        }
        if kind != .array && kind != .object {
            require(document.count(of: node) == 0, "count of the \(kind) \(node)")
        }
    }

    /// The elements of an array, checked against `count`, `element(_:at:)` and the pre-order numbering.
    private static func checkedElements(_ document: JSONDocument, _ node: JSONNodeID) -> [JSONNodeID] {
        let elements = document.elements(of: node)
        let count = document.count(of: node)
        require(elements.count == count, "array \(node): \(elements.count) elements, count \(count)")
        require(document.element(node, at: -1) == nil, "array \(node): element -1")
        require(document.element(node, at: count) == nil, "array \(node): element \(count) of \(count)")
        var previous = node
        for (position, element) in elements.enumerated() {
            require(document.element(node, at: position) == element, "array \(node): element \(position)")
            require(element > previous, "array \(node): element \(element) does not follow \(previous)")
            previous = element
        }
        return elements
    }

    /// The members of an object, checked against `count`, `member(_:at:)`, `value(forKey:in:)`, distinct keys and
    /// the pre-order numbering.
    private static func checkedMembers(
        _ document: JSONDocument, _ node: JSONNodeID
    ) -> [(key: String, value: JSONNodeID)] {
        let members = document.members(of: node)
        let count = document.count(of: node)
        require(members.count == count, "object \(node): \(members.count) members, count \(count)")
        require(document.member(node, at: -1) == nil, "object \(node): member -1")
        require(document.member(node, at: count) == nil, "object \(node): member \(count) of \(count)")
        var keys = Set<[UInt8]>()
        var previous = node
        for (position, member) in members.enumerated() {
            let direct = document.member(node, at: position)
            require(direct?.key == member.key && direct?.value == member.value, "object \(node): member \(position)")
            require(keys.insert(Array(member.key.utf8)).inserted, "object \(node): duplicate key \(member.key)")
            require(
                document.value(forKey: member.key, in: node) == member.value,
                "object \(node): value(forKey:) for member \(position)")
            require(member.value > previous, "object \(node): value \(member.value) does not follow \(previous)")
            previous = member.value
        }
        return members
    }

    /// `text` as a JSON string literal in ASCII: quotes, backslashes and control characters escaped, everything
    /// beyond ASCII as `\uXXXX` (surrogate pairs above U+FFFF), by the package's one escaper.
    static func quoted(_ text: String) -> String {
        JSONWriter.quoted(text, asciiOnly: true)
    }
}

/// The documented invariants of a loaded scene (see `Scene.swift`), checked with the public API.
func checkSceneInvariants(_ scene: Scene) {
    let views = scene.views
    require(!scene.roots.isEmpty && scene.roots.count <= Scene.maximumWindows, "\(scene.roots.count) roots")
    require(scene.roots == views.indices.filter { views[$0].parent == nil }, "roots are not the parentless views")
    var ids: [String: Int] = [:]
    var controllers = Set<String>()
    var deepest = 0
    for (index, view) in views.enumerated() {
        let name = "view \(index) (\(view.id))"
        require(!view.id.isEmpty, "\(name) has an empty id")
        require(ids.updateValue(index, forKey: view.id) == nil, "\(name): duplicate id")
        require(
            scene.index(ofID: view.id) == index,
            "\(name): index(ofID:) is \(String(describing: scene.index(ofID: view.id)))")
        require(!view.className.isEmpty, "\(name) has an empty class name")
        if let parent = view.parent {
            require(parent < index, "\(name): parent \(parent) comes after it")
            let siblings = views[parent].children
            require(siblings.indices.contains(view.position), "\(name): position \(view.position) of \(siblings.count)")
            require(siblings[view.position] == index, "\(name) is not child \(view.position) of its parent")
            require(view.level == views[parent].level + 1, "\(name): level \(view.level)")
            require(view.className != "UIWindow", "\(name) is a UIWindow below a root")
        } else {
            require(view.level == 0, "root \(name): level \(view.level)")
            require(scene.roots.indices.contains(view.position), "root \(name): position \(view.position)")
            require(scene.roots[view.position] == index, "root \(name) is not root \(view.position)")
            require(view.viewController == nil, "root \(name) has a view controller")
        }
        require(view.isRoot == (view.parent == nil), "\(name): isRoot")
        require(view.level < Scene.maximumLevels, "\(name): level \(view.level)")
        deepest = max(deepest, view.level)
        for (position, child) in view.children.enumerated() {
            require(child > index && child < views.count, "\(name): child \(child)")
            require(views[child].parent == index && views[child].position == position, "\(name): child \(child)")
        }
        if let controller = view.viewController {
            require(!controller.isEmpty, "\(name): empty controller name")
            require(controllers.insert(controller).inserted, "\(name): duplicate controller \(controller)")
        }
        checkGeometry(view, name: name)
        require(views[scene.rootIndex(of: index)].isRoot, "\(name): rootIndex(of:) is not a root")
        let components = scene.pathComponents(of: index)
        require(components.count == 2 * (view.level + 1), "\(name): \(components.count) path components")
        require(components.first == .key("views"), "\(name): path starts with \(String(describing: components.first))")
        require(!scene.path(of: index).isEmpty, "\(name): empty path")
    }
    require(scene.deepestLevel == deepest, "deepestLevel \(scene.deepestLevel), deepest view \(deepest)")
    // Document pre-order: a depth-first walk from the roots meets the views in index order.
    var expected = 0
    var stack = scene.roots.reversed() as [Int]
    while let index = stack.popLast() {
        require(index == expected, "pre-order position \(expected) holds view \(index)")
        expected += 1
        stack += views[index].children.reversed()
    }
    require(expected == views.count, "pre-order walk met \(expected) of \(views.count) views")
}

/// Every number is finite, geometry is within `Scene.geometryLimit` and frame sizes are not negative.
private func checkGeometry(_ view: SceneViewSpec, name: String) {
    let limit = Scene.geometryLimit
    var geometry = [
        view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height,
        view.boundsOrigin.x, view.boundsOrigin.y,
    ].map { Double($0) }
    if let transform = view.transform {
        geometry += [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { Double($0) }
    }
    geometry.append(view.hitAreaOutset)
    for number in geometry {
        require(number.isFinite && abs(number) <= limit, "\(name): geometry number \(number)")
    }
    require(view.frame.size.width >= 0 && view.frame.size.height >= 0, "\(name): negative size \(view.frame.size)")
    require(view.alpha.isFinite, "\(name): alpha \(view.alpha)")
}
