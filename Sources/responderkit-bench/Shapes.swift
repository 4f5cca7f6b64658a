// The peers' three shapes, built exactly as bench-peers/README.md describes.
import Foundation
import ResponderKit

/// A benchmark shape.
enum Shape: String, CaseIterable {
    case deep, wide, tree

    var rootSize: (width: Int, height: Int) {
        switch self {
        case .deep: return (2000, 2000)
        case .wide: return (1000, 1000)
        case .tree: return (2048, 1024)
        }
    }

    var viewCount: Int {
        switch self {
        case .deep: return 1000
        case .wide: return 10_001
        case .tree: return 37_449
        }
    }

    /// The number of views from the event target up to and including the root.
    var pathLength: Int {
        switch self {
        case .deep: return 1000
        case .wide: return 2
        case .tree: return 6
        }
    }

    /// Builds the shape (not in a window) and returns its root and its event target: the deepest view added
    /// last.
    @MainActor
    func build() -> (root: UIView, target: UIView) {
        let (width, height) = rootSize
        let root = BenchView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.tag = 0
        switch self {
        case .deep:
            var parent: UIView = root
            for depth in 1..<1000 {
                let side = 2000 - depth
                let view = BenchView(frame: CGRect(x: 1, y: 1, width: side, height: side))
                view.tag = depth
                parent.addSubview(view)
                parent = view
            }
            return (root, parent)
        case .wide:
            var last: UIView = root
            for row in 0..<100 {
                for column in 0..<100 {
                    let view = BenchView(frame: CGRect(x: column * 10, y: row * 10, width: 10, height: 10))
                    view.tag = 1 + row * 100 + column
                    root.addSubview(view)
                    last = view
                }
            }
            return (root, last)
        case .tree:
            var queue: [(view: UIView, level: Int)] = [(root, 0)]
            var head = 0
            var last: UIView = root
            while head < queue.count {
                let (node, level) = queue[head]
                head += 1
                guard level < 5 else { continue }
                let columns = level % 2 == 0 ? 4 : 2
                let rows = 8 / columns
                let w = Int(node.bounds.width) / columns
                let h = Int(node.bounds.height) / rows
                for k in 0..<8 {
                    let child = BenchView(
                        frame: CGRect(x: (k % columns) * w, y: (k / columns) * h, width: w, height: h))
                    child.tag = 8 * node.tag + 1 + k
                    node.addSubview(child)
                    queue.append((child, level + 1))
                    last = child
                }
            }
            return (root, last)
        }
    }
}
