// Where a value of a scene file is: locations in the view tree and the JSON paths made from them for errors.
// The invariants at the top of `SceneLoader.swift` hold here too: a path is made only when an error is reported.
import Foundation
import ResponderKit
import ResponderKitJSON

extension SceneReader {
    /// Where a value is: a view (by its future parent and position), optionally one of its keys and an element of
    /// that key's array. Building one allocates nothing; the path text is made only for an error.
    struct Location {
        var parent: Int?
        /// The position in the list the view is in (its `"children"` or its stack view's `"arrangedSubviews"`).
        var position: Int
        var key: String?
        var element: Int?
        /// Whether the view is in its parent's `"arrangedSubviews"` rather than its `"children"`.
        var inArrangedSubviews = false
        /// Components after the key and element, for values nested deeper (a constraint's `"to"`).
        var tail: [ScenePath.Component] = []
        /// Whether the location is in the scene object itself (a top-level key), not in a view.
        var isTopLevel = false

        init(parent: Int?, position: Int, key: String?, element: Int?) {
            self.parent = parent
            self.position = position
            self.key = key
            self.element = element
        }

        /// A top-level key of the scene object.
        static func topLevel(_ key: String) -> Location {
            var location = Location(parent: nil, position: 0, key: key, element: nil)
            location.isTopLevel = true
            return location
        }

        func key(_ key: String) -> Location {
            var location = self
            (location.key, location.element, location.tail) = (key, nil, [])
            return location
        }

        func element(_ element: Int) -> Location {
            var location = self
            (location.element, location.tail) = (element, [])
            return location
        }

        /// This location with `component` appended after its key and element.
        func appending(_ component: ScenePath.Component) -> Location {
            var location = self
            location.tail.append(component)
            return location
        }
    }

    /// The path of a location; computed only for error messages.
    func path(_ location: Location) -> String {
        var components: [ScenePath.Component]
        if location.isTopLevel {
            components = []
        } else if let parent = location.parent {
            let list = location.inArrangedSubviews ? "arrangedSubviews" : "children"
            components = self.components(of: parent) + [.key(list), .index(location.position)]
        } else {
            components = [.key("views"), .index(location.position)]
        }
        if let key = location.key { components.append(.key(key)) }
        if let element = location.element { components.append(.index(element)) }
        return ScenePath.format(components + location.tail)
    }

    /// The path of the view at `index` (already read).
    func path(of index: Int) -> String {
        ScenePath.format(components(of: index))
    }

    func components(of index: Int) -> [ScenePath.Component] {
        Scene.pathComponents(of: index, in: views)
    }
}
