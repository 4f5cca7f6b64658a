// How hit-testing grows: flat containers of 100 … 100,000 siblings and chains of 100 … 10,000 levels.
import Foundation
import ResponderKit

/// Hit-test cost against hierarchy size.
@MainActor
struct ScalingBench {
    let reps: Int

    func run() {
        for count in [100, 1000, 10_000, 100_000] { flat(count) }
        for depth in [100, 1000, 10_000] { chain(depth) }
    }

    /// A square grid of `count` 10 × 10 siblings in one container; points spread over it.
    private func flat(_ count: Int) {
        let side = Int(Double(count).squareRoot().rounded(.up))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: side * 10, height: side * 10))
        for index in 0..<count {
            let view = UIView(frame: CGRect(x: (index % side) * 10, y: (index / side) * 10, width: 10, height: 10))
            view.tag = index + 1
            root.addSubview(view)
        }
        let points = PointGenerator.points(width: side * 10, height: (count / side) * 10, count: 20_000)
        report("flat siblings=\(count)", root, points)
    }

    /// A chain of `depth` nested views, each inset by one point; points spread over the innermost.
    private func chain(_ depth: Int) {
        let size = depth * 2 + 100
        let root = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        var parent = root
        for level in 1..<depth {
            let side = size - level
            let view = UIView(frame: CGRect(x: 1, y: 1, width: side, height: side))
            view.tag = level
            parent.addSubview(view)
            parent = view
        }
        let points = PointGenerator.points(width: 100, height: 100, count: 2000).map {
            CGPoint(x: $0.x + CGFloat(depth), y: $0.y + CGFloat(depth))
        }
        report("chain levels=\(depth)", root, points)
    }

    private func report(_ label: String, _ root: UIView, _ points: [CGPoint]) {
        var samples: [Double] = []
        var sum = 0
        for _ in 0..<reps {
            let start = Measure.nanoseconds()
            for point in points { sum &+= root.hitTest(point, with: nil)?.tag ?? 0 }
            samples.append(Double(Measure.nanoseconds() - start) / Double(points.count))
        }
        print("swift scaling \(label) hittest_ns=\(Measure.format(Measure.median(samples))) checksum=\(sum / reps)")
    }
}
