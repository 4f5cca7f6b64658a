// The Auto Layout keys of a scene: a view's `"constraints"` (attribute constraints in UIKit's vocabulary and visual
// formats), `"translatesAutoresizingMaskIntoConstraints"`, and the scene-level `"constraints"` of visual formats.
//
// Invariants: what UIKit would raise for is refused here with the JSON path of the offending value (a position
// equal to a constant, positions of different axes, a size against a position, leading/trailing against left/right, a position's
// zero multiplier, a priority outside 1...1000); view ids and visual formats are resolved later, once every view is
// read (`SceneReader+Layout.swift`). The invariants at the top of `SceneLoader.swift` hold here too.
import Foundation
import ResponderKit
import ResponderKitJSON

extension SceneReader {
    /// The keys of an attribute constraint's object.
    static let constraintKeys = ["to", "attribute", "relation", "multiplier", "constant", "priority", "identifier"]

    /// Reads `key` into `spec` (or `stack`) if it is an Auto Layout or stack-view key; false for any other key.
    mutating func readLayoutKey(
        _ key: String, _ value: JSONNodeID, _ location: Location, isRoot: Bool, into spec: inout SceneViewSpec,
        stack: inout StackDraft
    ) throws(SceneError) -> Bool {
        switch key {
        case "constraints":
            if isRoot { throw rootRefusal(location) }
            spec.constraints = try constraintList(value, location, owner: views.count)
        case "translatesAutoresizingMaskIntoConstraints":
            if isRoot { throw rootRefusal(location) }
            spec.translatesAutoresizingMaskIntoConstraints = try bool(value, location)
        case "safeAreaInsets":
            guard isRoot else {
                throw SceneError(
                    path: path(location),
                    message: "only a root has \"safeAreaInsets\" (the edges its screen covers); a view's safe area "
                        + "follows from its window's")
            }
            let numbers = try geometry(value, count: 4, what: "[top, left, bottom, right]", location)
            for slot in 0..<4 where numbers[slot] < 0 {
                throw SceneError(path: path(location.element(slot)), message: "an inset must not be negative")
            }
            spec.safeAreaInsets = UIEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default:
            return try readStackKey(key, value, location, into: &stack)
        }
        return true
    }

    private func rootRefusal(_ location: Location) -> SceneError {
        SceneError(
            path: path(location),
            message: "a root is a window, which Auto Layout does not place; constrain the views inside it")
    }

    /// The entries of a view's `"constraints"` array; `owner` is the index the view will have.
    mutating func constraintList(
        _ node: JSONNodeID, _ location: Location, owner: Int
    ) throws(SceneError) -> [SceneConstraintEntry] {
        guard document.kind(of: node) == .array else {
            throw SceneError(
                path: path(location), message: "expected an array of constraints, got \(kindName(node))")
        }
        var entries: [SceneConstraintEntry] = []
        for slot in 0..<document.count(of: node) {
            guard let element = document.element(node, at: slot) else { continue }
            entries.append(try constraintEntry(element, location.element(slot), owner: owner, slot: slot))
        }
        return entries
    }

    /// The scene-level `"constraints"`: visual formats only (an attribute constraint belongs to its first item).
    func sceneConstraints(_ node: JSONNodeID) throws(SceneError) -> [SceneVisualFormatSpec] {
        let location = Location.topLevel("constraints")
        guard document.kind(of: node) == .array else {
            throw SceneError(
                path: path(location),
                message: "expected an array of {\"visualFormat\": …} objects, got \(kindName(node))")
        }
        var formats: [SceneVisualFormatSpec] = []
        for slot in 0..<document.count(of: node) {
            guard let element = document.element(node, at: slot) else { continue }
            let here = location.element(slot)
            guard document.kind(of: element) == .object,
                document.members(of: element).contains(where: { $0.0 == "visualFormat" })
            else {
                throw SceneError(
                    path: path(here),
                    message: "a scene-level constraint is a {\"visualFormat\": …} object; put attribute constraints "
                        + "in the \"constraints\" of the view they place")
            }
            formats.append(try visualFormat(element, here))
        }
        return formats
    }

    /// One element of a view's `"constraints"`: `{"ATTRIBUTE": {…}}` or `{"visualFormat": …}`.
    private mutating func constraintEntry(
        _ node: JSONNodeID, _ location: Location, owner: Int, slot: Int
    ) throws(SceneError) -> SceneConstraintEntry {
        guard document.kind(of: node) == .object else {
            throw SceneError(
                path: path(location),
                message: "expected a constraint object such as {\"leading\": {\"to\": \"superview\"}} or "
                    + "{\"visualFormat\": \"H:|-[a]-|\"}, got \(kindName(node))")
        }
        let members = document.members(of: node)
        if members.contains(where: { $0.0 == "visualFormat" }) {
            return .visualFormat(try visualFormat(node, location))
        }
        guard let (key, value) = members.first else {
            throw SceneError(
                path: path(location),
                message: "expected one attribute key (\(SceneLayoutNames.attributeList)) or \"visualFormat\"")
        }
        let keyLocation = location.appending(.key(key))
        guard let attribute = SceneLayoutNames.attribute(named: key) else {
            throw SceneError(
                path: path(keyLocation),
                message: "unknown attribute \(JSONWriter.quoted(key)) (known: \(SceneLayoutNames.attributeList); "
                    + "or \"visualFormat\")")
        }
        if members.count > 1 {
            throw SceneError(
                path: path(location.appending(.key(members[1].0))),
                message: "a constraint object has one attribute key; put each constraint in an object of its own")
        }
        return .attribute(try attributeConstraint(attribute, key: key, value, keyLocation, owner: owner, slot: slot))
    }

    /// The object of an attribute constraint, such as `{"to": "superview", "constant": 16}`.
    private mutating func attributeConstraint(
        _ attribute: NSLayoutConstraint.Attribute, key: String, _ node: JSONNodeID, _ location: Location, owner: Int,
        slot: Int
    ) throws(SceneError) -> SceneConstraintSpec {
        guard document.kind(of: node) == .object else {
            throw SceneError(
                path: path(location),
                message: "expected an object such as {\"to\": \"superview\", \"constant\": 16}, got \(kindName(node))")
        }
        var spec = SceneConstraintSpec(attribute: attribute, target: nil, targetAttribute: .notAnAttribute)
        var targetAttribute: (attribute: NSLayoutConstraint.Attribute, location: Location)?
        var multiplierLocation: Location?
        for (member, value) in document.members(of: node) {
            let here = location.appending(.key(member))
            switch member {
            case "to":
                let name = try nonEmptyString(value, here)
                switch name {
                case "superview": spec.target = .superview
                case "safeArea": spec.target = .safeArea
                case "margins": spec.target = .margins
                default:
                    spec.target = .view(-1)  // Resolved once every id is known.
                    pendingTargets[owner, default: []].append(PendingTarget(entry: slot, key: key, name: name))
                }
            case "attribute":
                let name = try nonEmptyString(value, here)
                guard let other = SceneLayoutNames.attribute(named: name) else {
                    let hint =
                        name == "notAnAttribute" ? "leave out \"to\" and \"attribute\" for a constant size; " : ""
                    throw SceneError(
                        path: path(here),
                        message: "unknown attribute \(JSONWriter.quoted(name)) (\(hint)known: "
                            + "\(SceneLayoutNames.attributeList))")
                }
                targetAttribute = (other, here)
            case "relation":
                let name = try nonEmptyString(value, here)
                guard let relation = SceneLayoutNames.relation(named: name) else {
                    throw SceneError(
                        path: path(here),
                        message: "unknown relation \(JSONWriter.quoted(name)) (\"==\", \">=\" or \"<=\")")
                }
                spec.relation = relation
            case "multiplier":
                spec.multiplier = try geometryNumber(value, here)
                multiplierLocation = here
            case "constant":
                spec.constant = try geometryNumber(value, here)
            case "priority":
                spec.priority = try priority(value, here)
            case "identifier":
                guard let text = document.string(value) else {
                    throw SceneError(path: path(here), message: "expected a string, got \(kindName(value))")
                }
                spec.identifier = text
            default:
                throw SceneError(
                    path: path(here),
                    message: "unknown key (a constraint may have: \(Self.constraintKeys.joined(separator: ", ")))")
            }
        }
        try checkPairing(&spec, targetAttribute: targetAttribute, multiplier: multiplierLocation, location)
        return spec
    }

    /// Applies UIKit's rules for which attributes a constraint may relate (it raises for the others).
    private func checkPairing(
        _ spec: inout SceneConstraintSpec,
        targetAttribute: (attribute: NSLayoutConstraint.Attribute, location: Location)?,
        multiplier: Location?, _ location: Location
    ) throws(SceneError) {
        let first = spec.attribute
        let firstName = SceneLayoutNames.name(of: first)
        guard spec.target != nil else {
            if let targetAttribute {
                throw SceneError(path: path(targetAttribute.location), message: "\"attribute\" needs \"to\"")
            }
            if let multiplier {
                throw SceneError(
                    path: path(multiplier), message: "\"multiplier\" needs \"to\" (a constant size has none)")
            }
            guard SceneLayoutNames.isDimension(first) else {
                throw SceneError(
                    path: path(location),
                    message: "a \(firstName) constraint needs \"to\": only a width or height can equal a constant "
                        + "(UIKit: a location equal to a constant is an illegal constraint)")
            }
            return
        }
        let second = targetAttribute?.attribute ?? first
        spec.targetAttribute = second
        let secondName = SceneLayoutNames.name(of: second)
        let at = path(targetAttribute?.location ?? location)
        // A width may relate to a height (an aspect ratio); positions only along one axis.
        if !SceneLayoutNames.isDimension(first),
            SceneLayoutNames.isHorizontal(first) != SceneLayoutNames.isHorizontal(second)
        {
            throw SceneError(
                path: at,
                message: "\(firstName) and \(secondName) lie on different axes (UIKit: the constraint improperly "
                    + "relates anchors of incompatible types)")
        }
        if SceneLayoutNames.isDimension(first) != SceneLayoutNames.isDimension(second) {
            throw SceneError(
                path: at, message: "\(firstName) and \(secondName) are a size and a position, which cannot be related")
        }
        if (SceneLayoutNames.isDirectional(first) && SceneLayoutNames.isAbsoluteEdge(second))
            || (SceneLayoutNames.isAbsoluteEdge(first) && SceneLayoutNames.isDirectional(second))
        {
            throw SceneError(
                path: at,
                message: "a constraint cannot be made between a leading/trailing attribute and a right/left "
                    + "attribute; use leading/trailing for both or neither")
        }
        if spec.multiplier == 0, !SceneLayoutNames.isDimension(first), let multiplier {
            throw SceneError(
                path: path(multiplier),
                message: "a multiplier of 0 makes the \(firstName) a constant, an illegal constraint for a location "
                    + "(location attributes must be specified in pairs)")
        }
    }

    /// A `"priority"`: a number in 1...1000 or a `UILayoutPriority` name.
    private func priority(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> Float {
        let names = SceneLayoutNames.priorities.map(\.name).joined(separator: ", ")
        if let name = document.string(node) {
            guard let value = SceneLayoutNames.priorities.first(where: { $0.name == name })?.value else {
                throw SceneError(
                    path: path(location), message: "unknown priority \(JSONWriter.quoted(name)) (a number or \(names))")
            }
            return value
        }
        guard let number = document.number(node) else {
            throw SceneError(
                path: path(location), message: "expected a number from 1 to 1000 or \(names), got \(kindName(node))")
        }
        guard number >= 1, number <= 1000 else {
            throw SceneError(
                path: path(location),
                message:
                    "priority \(SceneNumber.format(number)) is out of range (UIKit's priorities run from 1 to 1000)")
        }
        return Float(number)
    }

    /// A `{"visualFormat": …, "options": […], "metrics": {…}}` object; its names are resolved later.
    private func visualFormat(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> SceneVisualFormatSpec {
        var spec = SceneVisualFormatSpec(format: "")
        for (member, value) in document.members(of: node) {
            let here = location.appending(.key(member))
            switch member {
            case "visualFormat":
                spec.format = try nonEmptyString(value, here)
            case "options":
                spec.options = try formatOptions(value, here)
            case "metrics":
                guard document.kind(of: value) == .object else {
                    throw SceneError(
                        path: path(here),
                        message: "expected an object of metric names and numbers, got \(kindName(value))")
                }
                for (name, metric) in document.members(of: value) {
                    spec.metrics[name] = try geometryNumber(metric, here.appending(.key(name)))
                }
            default:
                throw SceneError(
                    path: path(here), message: "unknown key (a visual format may have: visualFormat, options, metrics)")
            }
        }
        return spec
    }

    /// The raw value of an `"options"` array of `NSLayoutConstraint.FormatOptions` names.
    private func formatOptions(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> UInt {
        let known = SceneLayoutNames.formatOptions.map(\.name).joined(separator: ", ")
        guard document.kind(of: node) == .array else {
            throw SceneError(
                path: path(location), message: "expected an array of option names (\(known)), got \(kindName(node))")
        }
        var options: NSLayoutConstraint.FormatOptions = []
        var direction: String?
        for slot in 0..<document.count(of: node) {
            guard let element = document.element(node, at: slot) else { continue }
            let here = location.appending(.index(slot))
            guard let name = document.string(element),
                let option = SceneLayoutNames.formatOptions.first(where: { $0.name == name })?.option
            else {
                let shown = document.string(element).map { JSONWriter.quoted($0) } ?? kindName(element)
                throw SceneError(path: path(here), message: "unknown option \(shown) (known: \(known))")
            }
            if name.hasPrefix("direction") {
                if let direction, direction != name {
                    throw SceneError(
                        path: path(here), message: "\(name) contradicts \(direction): a format has one direction")
                }
                direction = name
            }
            options.formUnion(option)
        }
        return options.rawValue
    }
}
