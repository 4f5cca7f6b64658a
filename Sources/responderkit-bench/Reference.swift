// The correct hit for each point, from geometry alone (bench-peers/reference.py), to check every checksum.
import Foundation

/// Expected hit-test checksums.
enum Reference {
    static func hit(_ shape: Shape, x: Int, y: Int) -> Int {
        switch shape {
        case .deep:
            return min(x, y, 999)
        case .wide:
            return 1 + (y / 10) * 100 + (x / 10)
        case .tree:
            var node = 0
            var (px, py, w, h) = (x, y, 2048, 1024)
            for level in 0..<5 {
                let columns = level % 2 == 0 ? 4 : 2
                let rows = 8 / columns
                let cw = w / columns
                let ch = h / rows
                let column = px / cw
                let row = py / ch
                node = 8 * node + 1 + row * columns + column
                (px, py, w, h) = (px - column * cw, py - row * ch, cw, ch)
            }
            return node
        }
    }

    static func checksum(_ shape: Shape, points: Int) -> UInt64 {
        let (width, height) = shape.rootSize
        return PointGenerator.points(width: width, height: height, count: points).reduce(0) {
            $0 &+ UInt64(hit(shape, x: Int($1.x), y: Int($1.y)))
        }
    }
}
