// A grid over a container's subviews, so hit-testing a container with thousands of subviews does not ask each
// one (the "wide" benchmark shape).
//
// Invariants:
// - Built from a snapshot of `subviews`; any change to the subview list or to a subview's centre, size or
//   transform discards it (the container rebuilds it at its next hit-test).
// - A subview is *indexed* only if its hit-test is provably UIKit's default and its transform is the identity;
//   then `subview.hitTest(p)` is nil for every `p` outside its frame, so it may be skipped there. Every other
//   subview is a candidate everywhere.
// - Cells over-approximate frames (edges widened by a small epsilon): a subview may be asked for a point just
//   outside it, never skipped for a point inside it.
// - Candidates are asked in descending subview index (front-most first), exactly as the linear walk does.
import Foundation

/// A uniform grid index of a container's subviews. Nonisolated so the retain-free hit-test can use it; it is
/// built and used on the main actor only.
final class SubviewIndex {
    /// The grid's geometry.
    private struct Grid {
        let originX: CGFloat
        let originY: CGFloat
        let columns: Int
        let rows: Int
        // Reciprocals, so a lookup multiplies instead of dividing: `column` and `row` stay monotonic and serve both
        // building and lookup, so the cells still cover every frame.
        let inverseCellWidth: CGFloat
        let inverseCellHeight: CGFloat

        init(originX: CGFloat, originY: CGFloat, cellWidth: CGFloat, cellHeight: CGFloat, side: Int) {
            self.originX = originX
            self.originY = originY
            columns = side
            rows = side
            inverseCellWidth = 1 / cellWidth
            inverseCellHeight = 1 / cellHeight
        }

        func cellRange(of box: Box) -> (Int, Int, Int, Int) {
            (column(box.minX), row(box.minY), column(box.maxX), row(box.maxY))
        }

        func column(_ x: CGFloat) -> Int {
            let value = ((x - originX) * inverseCellWidth).rounded(.down)
            return value < 0 ? 0 : (value >= CGFloat(columns) ? columns - 1 : Int(value))
        }

        func row(_ y: CGFloat) -> Int {
            let value = ((y - originY) * inverseCellHeight).rounded(.down)
            return value < 0 ? 0 : (value >= CGFloat(rows) ? rows - 1 : Int(value))
        }
    }

    /// A subview's frame widened by a relative epsilon, so rounding can never drop a cell that contains part of the
    /// frame, nor reject a point the exact test (in the subview's own coordinates) would accept.
    private struct Box {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity

        init() {}

        init(widening frame: CGRect) {
            let epsilonX = max(abs(frame.minX), abs(frame.maxX), 1) * 1e-9
            let epsilonY = max(abs(frame.minY), abs(frame.maxY), 1) * 1e-9
            minX = frame.minX - epsilonX
            minY = frame.minY - epsilonY
            maxX = frame.maxX + epsilonX
            maxY = frame.maxY + epsilonY
        }

        func mayContain(_ point: CGPoint) -> Bool {
            point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
        }
    }

    private let grid: Grid
    /// How many subviews the index was built for (to assert that it matches the container's).
    let subviewCount: Int
    /// Compressed rows: the entries of cell `c` are `entries[cellStarts[c]..<cellStarts[c + 1]]`, descending.
    private let cellStarts: [Int32]
    private let entries: [Int32]
    /// Subviews that are candidates at every point, descending.
    private let everywhere: [Int32]
    /// The widened frame of each indexed subview, by position: a cell's entries are tested here, contiguously,
    /// and only a subview that may contain the point is read (at 100,000 subviews, each read is a cache miss).
    private let boxes: [Box]

    /// Cells one subview may cover before it is treated as a candidate everywhere instead.
    static let maximumCellsPerSubview = 64

    init(subviews: [UIView]) {
        var frames: [(Int32, CGRect)] = []
        var boxes = [Box](repeating: Box(), count: subviews.count)
        var always: [Int32] = []
        frames.reserveCapacity(subviews.count)
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for (index, subview) in subviews.enumerated() {
            guard SubviewIndex.isIndexable(subview) else {
                always.append(Int32(index))
                continue
            }
            let frame = subview.untransformedFrame
            guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else {
                always.append(Int32(index))
                continue
            }
            frames.append((Int32(index), frame))
            minX = min(minX, frame.minX)
            minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        let side = max(1, min(1024, Int(Double(frames.count).squareRoot())))
        let grid = Grid(
            originX: frames.isEmpty ? 0 : minX, originY: frames.isEmpty ? 0 : minY,
            cellWidth: frames.isEmpty ? 1 : max((maxX - minX) / CGFloat(side), .leastNormalMagnitude),
            cellHeight: frames.isEmpty ? 1 : max((maxY - minY) / CGFloat(side), .leastNormalMagnitude), side: side)
        let columns = side
        let rows = side

        // Count, then fill, each cell's entries (two passes, no per-cell arrays).
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var placed: [(Int32, Int, Int, Int, Int)] = []
        placed.reserveCapacity(frames.count)
        for (index, frame) in frames {
            boxes[Int(index)] = Box(widening: frame)
            let (c0, r0, c1, r1) = grid.cellRange(of: boxes[Int(index)])
            if (c1 - c0 + 1) * (r1 - r0 + 1) > SubviewIndex.maximumCellsPerSubview {
                always.append(index)
                continue
            }
            placed.append((index, c0, r0, c1, r1))
            for row in r0...r1 { for column in c0...c1 { counts[row * columns + column + 1] += 1 } }
        }
        for cell in 0..<(columns * rows) { counts[cell + 1] += counts[cell] }
        var filled = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        var fill = counts
        // Visit subviews from the front so every cell's entries come out descending.
        for (index, c0, r0, c1, r1) in placed.reversed() {
            for row in r0...r1 {
                for column in c0...c1 {
                    let cell = row * columns + column
                    filled[Int(fill[cell])] = index
                    fill[cell] += 1
                }
            }
        }
        self.grid = grid
        subviewCount = subviews.count
        cellStarts = counts
        entries = filled
        everywhere = always.sorted(by: >)
        self.boxes = boxes
    }

    /// Whether the subview's hit-test is known to be UIKit's default and it is not transformed.
    static func isIndexable(_ view: UIView) -> Bool {
        view.flags.contains(.transformIsIdentity) && view.flags.contains(.hitTestsByDefault)
    }

    /// Asks `ask` for the candidate subview positions at `point` (in the container's bounds coordinates),
    /// front-most first, and returns the first non-nil answer.
    @inline(__always)
    func firstHit<Hit>(at point: CGPoint, _ ask: (Int) -> Hit?) -> Hit? {
        var start = 0
        var end = 0
        if point.x.isFinite, point.y.isFinite {
            let cell = grid.row(point.y) * grid.columns + grid.column(point.x)
            start = Int(cellStarts[cell])
            end = Int(cellStarts[cell + 1])
        }
        var other = 0
        let otherCount = everywhere.count
        // Merge the cell's entries and the everywhere-candidates, both descending.
        while start < end || other < otherCount {
            let index: Int32
            if other >= otherCount || (start < end && entries[start] > everywhere[other]) {
                index = entries[start]
                start += 1
                // An indexed subview whose frame is clearly away from the point is not asked (nor read).
                guard boxes[Int(index)].mayContain(point) else { continue }
            } else {
                index = everywhere[other]
                other += 1
            }
            if let hit = ask(Int(index)) { return hit }
        }
        return nil
    }
}
