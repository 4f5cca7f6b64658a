// Turns the entries of a view dump into a `Scene`, the model `responderkit explain` works on.
//
// Invariants:
// - The hierarchy follows the depths: an entry's parent is the nearest earlier entry one level up. A depth that
//   jumps by more than one level is a problem; the entry is attached one level below the previous one.
// - Geometry follows HT-16 backwards: a dump prints `frame` only, the bounding box of the transformed bounds, so
//   the centre is the frame's midpoint less the translation and the bounds size solves
//   |a|·w + |c|·h = frame width, |b|·w + |d|·h = frame height. A rotation by an odd multiple of 45° makes that
//   ambiguous: a square is assumed and a note says so. A printed `bounds` gives the size and origin directly; a
//   scroll view's `contentOffset` is its bounds origin.
// - `userInteractionEnabled` is explicit for every view: dumps print `userInteractionEnabled = NO` whenever it is
//   false, so its absence means true. Unknown attributes are ignored; a value that cannot be read is a problem
//   and the attribute keeps its default.
// - Ids are `ClassName:0xADDRESS`, unique (a repeated address gets `#2`, `#3`, …).
import Foundation
import ResponderKit

/// Makes a scene from view dump entries.
enum ViewDumpSceneMaker {
    /// The scene for `entries` (nil when there are none), the problems met and notes on ambiguous geometry.
    static func scene(
        from entries: [ViewDumpEntry]
    ) -> (scene: Scene?, problems: [ViewDumpProblem], notes: [ViewDumpProblem]) {
        var problems: [ViewDumpProblem] = []
        var notes: [ViewDumpProblem] = []
        var views: [SceneViewSpec] = []
        var roots: [Int] = []
        var indexByID: [String: Int] = [:]
        var path: [Int] = []  // the open ancestors: path[level] is the view at that level
        for entry in entries {
            var level = entry.depth
            if level > path.count {
                problems.append(
                    ViewDumpProblem(
                        line: entry.line, message: "depth \(level) follows depth \(path.count - 1): attached below it"))
                level = path.count
            }
            guard level < Scene.maximumLevels, level > 0 || roots.count < Scene.maximumWindows else {
                problems.append(ViewDumpProblem(line: entry.line, message: "too deep or too many windows: skipped"))
                continue
            }
            path.removeSubrange(level...)
            let parent = path.last
            var className = entry.className
            if parent != nil && className == "UIWindow" {
                // A scene's windows are its roots; a window printed inside another view is read as a plain view.
                problems.append(ViewDumpProblem(line: entry.line, message: "a UIWindow inside a view: read as UIView"))
                className = "UIView"
            }
            let index = views.count
            var spec = SceneViewSpec(
                id: uniqueID(entry.id, in: indexByID), className: className, frame: .zero,
                boundsOrigin: .zero, isHidden: false, alpha: 1, userInteractionEnabled: true, clipsToBounds: false,
                transform: nil, hitAreaOutset: 0, passThrough: false, viewController: nil, parent: parent,
                position: parent.map { views[$0].children.count } ?? roots.count, level: level, children: [])
            apply(entry, to: &spec, problems: &problems, notes: &notes)
            if let parent {
                views[parent].children.append(index)
            } else {
                roots.append(index)
            }
            indexByID[spec.id] = index
            views.append(spec)
            path.append(index)
        }
        guard !views.isEmpty else { return (nil, problems, notes) }
        return (Scene(summary: nil, views: views, roots: roots, indexByID: indexByID), problems, notes)
    }

    private static func uniqueID(_ id: String, in ids: [String: Int]) -> String {
        guard ids[id] != nil else { return id }
        var counter = 2
        while ids["\(id)#\(counter)"] != nil { counter += 1 }
        return "\(id)#\(counter)"
    }

    /// Applies the attributes explain needs; reports values it cannot read.
    private static func apply(
        _ entry: ViewDumpEntry, to spec: inout SceneViewSpec, problems: inout [ViewDumpProblem],
        notes: inout [ViewDumpProblem]
    ) {
        func problem(_ key: String, _ value: String) {
            problems.append(
                ViewDumpProblem(line: entry.line, message: "cannot read \(key) = \(ViewDumpReader.excerpt(value))"))
        }
        func read<T>(_ key: String, _ parse: (String) -> T?) -> T? {
            guard let text = entry.value(key) else { return nil }
            guard let value = parse(text) else {
                problem(key, text)
                return nil
            }
            return value
        }
        let frame = read("frame", ViewDumpValue.frame).flatMap { inRange($0) ? $0 : nil }
        if entry.value("frame") == nil {
            problems.append(ViewDumpProblem(line: entry.line, message: "no frame: the view is placed at (0 0; 0 0)"))
        }
        spec.isHidden = read("hidden", ViewDumpValue.bool) ?? false
        spec.alpha = read("alpha", ViewDumpValue.number).map { min(max($0, 0), 1) } ?? 1
        spec.userInteractionEnabled = read("userInteractionEnabled", ViewDumpValue.bool) ?? true
        spec.clipsToBounds = read("clipsToBounds", ViewDumpValue.bool) ?? false
        let transform = read("transform", ViewDumpValue.transform).flatMap { isUsable($0) ? $0 : nil }
        let bounds = read("bounds", ViewDumpValue.rect).flatMap { inRange($0) ? $0 : nil }
        let offset = read("contentOffset", ViewDumpValue.pair)
        let printed = frame ?? .zero
        var size = bounds?.size ?? printed.size
        var center = CGPoint(x: printed.midX, y: printed.midY)
        if let transform, !transform.isIdentity {
            spec.transform = CGAffineTransform(
                a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
            center.x -= transform.tx
            center.y -= transform.ty
            if bounds == nil {
                let (solved, ambiguous) = untransformedSize(of: printed.size, under: transform)
                size = solved
                if ambiguous {
                    notes.append(
                        ViewDumpProblem(
                            line: entry.line,
                            message: "the rotation makes the bounds ambiguous from the frame: a square is assumed"))
                }
            }
        }
        spec.frame = CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        if let bounds {
            spec.boundsOrigin = bounds.origin
        } else if let offset, inRange(CGRect(x: offset.0, y: offset.1, width: 0, height: 0)) {
            spec.boundsOrigin = CGPoint(x: offset.0, y: offset.1)
        }
    }

    /// The bounds size whose transformed bounding box is `frame` (HT-16 solved backwards), and whether it was
    /// ambiguous.
    static func untransformedSize(of frame: CGSize, under t: CGAffineTransform) -> (CGSize, Bool) {
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let determinant = a * d - b * c
        if abs(determinant) > 1e-9 {
            let width = (frame.width * d - c * frame.height) / determinant
            let height = (a * frame.height - b * frame.width) / determinant
            if width >= -1e-9, height >= -1e-9 { return (CGSize(width: max(0, width), height: max(0, height)), false) }
        }
        let side = a + c > 0 ? frame.width / (a + c) : 0
        return (CGSize(width: side, height: side), true)
    }

    private static func inRange(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy { abs($0) <= Scene.geometryLimit }
            && rect.width >= 0 && rect.height >= 0
    }

    private static func isUsable(_ t: CGAffineTransform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy { abs($0) <= Scene.geometryLimit }
    }
}
