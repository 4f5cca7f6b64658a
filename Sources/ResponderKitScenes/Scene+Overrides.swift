// What the command line can change in a loaded scene: overrides a view dump cannot show, and shorter ids.
//
// Invariants:
// - A changed scene keeps every invariant of `Scene.swift`: the same views, hierarchy and order; only the changed
//   fields differ, and renamed ids stay unique and non-empty.
// - Short ids are only ever shorter forms of dump ids (`ClassName:0xADDRESS`): the class name alone when no other
//   view has that class, else the class and the fewest trailing digits of the address (at least three) that no
//   other view of the class ends with. Any other id is kept, and so is any short id that would collide.
import Foundation
import ResponderKit

extension Scene {
    /// The smallest number of address digits a short id keeps when the class alone is not unique.
    static let minimumShortDigits = 3

    /// A copy whose views `change` altered; ids must stay unique.
    func replacingViews(_ change: (Int, inout SceneViewSpec) -> Void) -> Scene {
        var views = self.views
        for index in views.indices { change(index, &views[index]) }
        var indexByID: [String: Int] = [:]
        for (index, view) in views.enumerated() { indexByID[view.id] = index }
        return Scene(summary: summary, views: views, roots: roots, indexByID: indexByID, constraints: constraints)
    }

    /// A copy with each view that `passThrough` names passing touches through (its `hitTest` returns nil for
    /// itself, HT-7) and each view in `hitOutsets` with its `point(inside:with:)` enlarged by that many points on
    /// every side (negative shrinks). The indices must be views of this scene.
    public func overriding(passThrough: Set<Int>, hitOutsets: [Int: Double]) -> Scene {
        replacingViews { index, view in
            if passThrough.contains(index) { view.passThrough = true }
            if let outset = hitOutsets[index] { view.hitAreaOutset = outset }
        }
    }

    /// The short id of each view, by index (see the file header); views whose id is not a dump id keep it.
    public func shortIDs() -> [String] {
        var byClass: [Substring: [(index: Int, digits: Substring)]] = [:]
        for (index, view) in views.enumerated() {
            guard let (name, digits) = Self.dumpIDParts(view.id) else { continue }
            byClass[name, default: []].append((index, digits))
        }
        var ids = views.map(\.id)
        for (name, members) in byClass {
            if members.count == 1 {
                ids[members[0].index] = String(name)
                continue
            }
            for member in members {
                var length = Self.minimumShortDigits
                while length < member.digits.count,
                    members.contains(where: {
                        $0.index != member.index && $0.digits.hasSuffix(member.digits.suffix(length))
                    })
                {
                    length += 1
                }
                ids[member.index] = "\(name):\(member.digits.suffix(length))"
            }
        }
        var taken: [String: Int] = [:]
        for id in ids { taken[id, default: 0] += 1 }
        let original = Set(views.map(\.id))
        for index in ids.indices where ids[index] != views[index].id {
            // A short id equal to another view's id (full or short) would make names ambiguous: keep the full one.
            if taken[ids[index], default: 0] > 1 || original.contains(ids[index]) { ids[index] = views[index].id }
        }
        return ids
    }

    /// A copy whose views have the ids `ids` (one per view, unique and non-empty).
    public func renamed(to ids: [String]) -> Scene {
        precondition(ids.count == views.count && Set(ids).count == ids.count, "ids must be unique, one per view")
        return replacingViews { index, view in view.id = ids[index] }
    }

    /// The class and address digits of a dump id `ClassName:0xDIGITS` (with an optional `#N` for a repeated
    /// address, kept with the digits), or nil for any other id.
    static func dumpIDParts(_ id: String) -> (name: Substring, digits: Substring)? {
        guard let colon = id.lastIndex(of: ":") else { return nil }
        let name = id[..<colon]
        let address = id[id.index(after: colon)...]
        guard !name.isEmpty, address.hasPrefix("0x"), address.count > 2 else { return nil }
        return (name, address.dropFirst(2))
    }
}
