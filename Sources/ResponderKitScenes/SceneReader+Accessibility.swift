// The accessibility and custom-`next` keys of a scene view, and the check that every `next` names something.
// The invariants at the top of `SceneLoader.swift` hold here too: the first problem is reported with its path.
import Foundation
import ResponderKit
import ResponderKitJSON

extension SceneReader {
    /// Reads `key` into `spec` if it is one of the accessibility or `next` keys; false for any other key.
    func readAccessibilityKey(
        _ key: String, _ value: JSONNodeID, _ location: Location, into spec: inout SceneViewSpec
    ) throws(SceneError) -> Bool {
        switch key {
        case "accessibilityLabel":
            guard let text = document.string(value) else {
                throw SceneError(path: path(location), message: "expected a string, got \(kindName(value))")
            }
            spec.accessibilityLabel = text
        case "accessibilityTraits":
            spec.accessibilityTraits = try traits(value, location)
        case "isAccessibilityElement":
            spec.isAccessibilityElement = try bool(value, location)
        case "accessibilityViewIsModal":
            spec.accessibilityViewIsModal = try bool(value, location)
        case "accessibilityElementsHidden":
            spec.accessibilityElementsHidden = try bool(value, location)
        case "next", "viewControllerNext":
            let next: SceneNext
            if document.kind(of: value) == .null {
                next = .none
            } else {
                guard let name = document.string(value), !name.isEmpty else {
                    throw SceneError(
                        path: path(location),
                        message: "expected a view id, a view controller name or null, got \(kindName(value))")
                }
                next = .responder(name)
            }
            if key == "next" { spec.next = next } else { spec.viewControllerNext = next }
        default:
            return false
        }
        return true
    }

    /// The traits of an `"accessibilityTraits"` array; an unknown name is reported at its element.
    func traits(_ node: JSONNodeID, _ location: Location) throws(SceneError) -> UIAccessibilityTraits {
        let known = SceneAccessibilityTraitNames.all.map(\.name).joined(separator: ", ")
        guard document.kind(of: node) == .array else {
            throw SceneError(
                path: path(location), message: "expected an array of trait names (\(known)), got \(kindName(node))")
        }
        var traits: UIAccessibilityTraits = []
        for slot in 0..<document.count(of: node) {
            guard let element = document.element(node, at: slot) else { continue }
            guard let name = document.string(element) else {
                throw SceneError(
                    path: path(location.element(slot)), message: "expected a trait name, got \(kindName(element))")
            }
            guard let trait = SceneAccessibilityTraitNames.trait(named: name) else {
                throw SceneError(
                    path: path(location.element(slot)),
                    message: "unknown trait \(JSONWriter.quoted(name)) (known: \(known))")
            }
            traits.formUnion(trait)
        }
        return traits
    }

    /// Checks, in document order, that every `"next"` and `"viewControllerNext"` names one view id or one view
    /// controller name, and that `"viewControllerNext"` is on a view that has a controller.
    func resolveNextReferences() throws(SceneError) {
        for (index, view) in views.enumerated() {
            if view.viewControllerNext != nil, view.viewController == nil {
                throw SceneError(
                    path: ScenePath.appending(.key("viewControllerNext"), to: path(of: index)),
                    message: "\"viewControllerNext\" needs a \"viewController\" on the same view")
            }
            for (key, next) in [("next", view.next), ("viewControllerNext", view.viewControllerNext)] {
                guard case .responder(let name) = next else { continue }
                let isView = indexByID[name] != nil
                let isController = controllerOwners[name] != nil
                let keyPath = ScenePath.appending(.key(key), to: path(of: index))
                if !isView && !isController {
                    throw SceneError(
                        path: keyPath,
                        message: "no view id or view controller name \(JSONWriter.quoted(name)) in the scene")
                }
                if isView && isController {
                    throw SceneError(
                        path: keyPath,
                        message: "\(JSONWriter.quoted(name)) is both a view id and a view controller name; "
                            + "rename one")
                }
            }
        }
    }
}
