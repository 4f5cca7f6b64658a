// Auto Layout through UIKit's API (peer `swift-uikit`): kiwi_bench.py's two layouts built from real `UIView`s and
// `NSLayoutConstraint`s in a container view of a window, solved by the engine and applied by the layout pass.
//
// Invariants:
// - The shapes are ../shared/bench-peers/kiwi/kiwi_bench.py's exactly (the same constraints, in the same order, the
//   same constraint counts); the container's width plays kiwi's edit variable W (the container translates its
//   autoresizing mask, so its frame is a required constraint the engine follows).
// - `build_ns_per_constraint` times `NSLayoutConstraint.activate` and `layoutIfNeeded()` (views are made and added
//   before, as kiwi makes its variables and constraints before timing); `resolve_ns` times a new container width,
//   `layoutIfNeeded()` and reading every view's frame.
// - The window's screen has scale 100, so the layout pass's pixel rounding keeps kiwi's hundredths (its checksum's
//   resolution). `checksum` is kiwi's digest of the frames at W = 390. Chain's solved widths are negative at 390
//   (kiwi reports them so) and a frame cannot have a negative size, so chain also prints `solved_checksum`, the
//   digest of the engine's solved rectangles (sizes from `systemLayoutSizeFitting`, the public API that returns
//   them as solved), which is the one to compare with kiwi's.
import Foundation
import ResponderKit

/// The kiwi layouts through UIKit's API.
@MainActor
struct LayoutUIKitBench {
    let reps: Int
    /// BENCH_LAYOUT_ONLY=form-1000 (say) runs that line alone, for a profiler.
    private let only = ProcessInfo.processInfo.environment["BENCH_LAYOUT_ONLY"]
    /// Width changes per repetition, as kiwi_bench.py's RESOLVES.
    private let resolves = 200

    /// One built layout: the window (kept alive), the container, the views in kiwi's order and the constraints.
    private struct Layout {
        let window: UIWindow
        let container: UIView
        let views: [UIView]
        let constraints: [NSLayoutConstraint]
    }

    private enum Kind: String {
        case form, chain
    }

    func run() {
        for (kind, sizes) in [(Kind.form, [100, 1000]), (.chain, [100, 200])] {
            for count in sizes where only.map({ $0 == "\(kind.rawValue)-\(count)" }) ?? true { report(kind, count) }
        }
    }

    private func report(_ kind: Kind, _ count: Int) {
        var builds: [Double] = []
        var resolveSamples: [Double] = []
        var digest = 0
        var solvedDigest = 0
        var constraintCount = 0
        var allocations = 0.0
        var sink = 0.0
        for _ in 0..<reps {
            let layout = make(kind, count)
            let start = Measure.nanoseconds()
            build(layout)
            builds.append(Double(Measure.nanoseconds() - start) / Double(layout.constraints.count))
            constraintCount = layout.constraints.count
            digest = Self.checksum(layout.views.map(\.frame))
            if kind == .chain { solvedDigest = Self.checksum(Self.solvedFrames(layout.views)) }
            let resolveStart = Measure.nanoseconds()
            for k in 0..<resolves { sink += resolve(layout, width: 390 + CGFloat(k % 97)) }
            resolveSamples.append(Double(Measure.nanoseconds() - resolveStart) / Double(resolves))
            // Steady state: the widths of the timed loop again, counted.
            let counted = Measure.allocations {
                for k in 0..<resolves { sink += resolve(layout, width: 390 + CGFloat(k % 97)) }
            }
            allocations = Double(counted) / Double(resolves)
            withExtendedLifetime(layout.window) {}
        }
        let views = count * (kind == .form ? 2 : 1)
        let solved = kind == .chain ? " solved_checksum=\(solvedDigest)" : ""
        print(
            "swift-uikit \(kind.rawValue)-\(count) build_ns_per_constraint=\(Measure.format(Measure.median(builds))) "
                + "min_ns=\(Measure.format(builds.min() ?? 0)) "
                + "resolve_ns=\(Measure.format(Measure.median(resolveSamples))) checksum=\(digest)\(solved) "
                + "constraints=\(constraintCount) views=\(views) reps=\(reps) "
                + "allocations_per_resolve=\(String(format: "%.2f", allocations))"
                + (sink.isNaN ? " nan" : ""))
    }

    /// The timed build: every constraint activated, then the layout pass.
    @inline(never)
    private func build(_ layout: Layout) {
        NSLayoutConstraint.activate(layout.constraints)
        layout.container.layoutIfNeeded()
    }

    /// One re-solve: the container's new width, the layout pass, every frame read. Returns a sum of the frames so
    /// the reads are not optimised away.
    @inline(never)
    private func resolve(_ layout: Layout, width: CGFloat) -> Double {
        layout.container.frame = CGRect(x: 0, y: 0, width: width, height: 390)
        layout.container.layoutIfNeeded()
        var sum = 0.0
        for view in layout.views {
            let frame = view.frame
            sum += Double(frame.minX + frame.minY + frame.width + frame.height)
        }
        return sum
    }

    /// A window of scale 100 holding a 390-point-wide container, the shape's views in it, and its constraints
    /// (inactive). The window is an iPhone's in landscape (844 points), so the container's widths (390 to 486) stay
    /// inside it: views that left it would change their safe-area insets on every width.
    private func make(_ kind: Kind, _ count: Int) -> Layout {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390), application: application)
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 100)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        window.addSubview(container)
        window.makeKeyAndVisible()
        let (views, constraints) = kind == .form ? form(count, in: container) : chain(count, in: container)
        return Layout(window: window, container: container, views: views, constraints: constraints)
    }

    private func constrainedView(in container: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    /// kiwi's `form`: per row a label and a field, 10 constraints a row.
    private func form(_ rows: Int, in container: UIView) -> ([UIView], [NSLayoutConstraint]) {
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for _ in 0..<rows {
            let label = constrainedView(in: container)
            let field = constrainedView(in: container)
            let preferred = label.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = .defaultLow
            let top =
                previous.map { label.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                ?? label.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
            constraints += [
                label.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20), preferred,
                label.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
                label.heightAnchor.constraint(equalToConstant: 30), top,
                field.leftAnchor.constraint(equalTo: label.rightAnchor, constant: 8),
                field.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -20),
                field.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                field.topAnchor.constraint(equalTo: label.topAnchor),
                field.heightAnchor.constraint(equalToConstant: 30),
            ]
            views += [label, field]
            previous = label
        }
        return (views, constraints)
    }

    /// kiwi's `chain`: views in a row with equal widths spanning the container, 4 constraints a view plus 1.
    private func chain(_ count: Int, in container: UIView) -> ([UIView], [NSLayoutConstraint]) {
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = constrainedView(in: container)
            if index == 0 {
                constraints.append(view.leftAnchor.constraint(equalTo: container.leftAnchor))
            } else {
                constraints += [
                    view.leftAnchor.constraint(equalTo: views[index - 1].rightAnchor, constant: 8),
                    view.widthAnchor.constraint(equalTo: views[0].widthAnchor),
                ]
            }
            constraints += [
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 44),
            ]
            views.append(view)
        }
        constraints.append(views[count - 1].rightAnchor.constraint(equalTo: container.rightAnchor))
        return (views, constraints)
    }

    /// Each view's solved rectangle: the size the engine solved (`systemLayoutSizeFitting` returns it unclamped)
    /// and the frame's origin, moved back where the solved size is negative (the layout pass then places the frame
    /// at the solved rectangle's left edge, origin + width: CGRect's minX).
    private static func solvedFrames(_ views: [UIView]) -> [CGRect] {
        views.map { view in
            let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            let origin = view.frame.origin
            return CGRect(
                x: origin.x - min(size.width, 0), y: origin.y - min(size.height, 0), width: size.width,
                height: size.height)
        }
    }

    /// kiwi_bench.py's `checksum()`: x, y, width, height of each view in hundredths, Python's `round` (half to
    /// even) and its non-negative `%`.
    static func checksum(_ frames: [CGRect]) -> Int {
        let modulus = 1_000_000_007
        var total = 0
        for frame in frames {
            // The stored origin and size (not minX or width, which standardise a negative size).
            for value in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] {
                let hundredths = Int((Double(value) * 100).rounded(.toNearestOrEven))
                total = ((total * 31 + hundredths) % modulus + modulus) % modulus
            }
        }
        return total
    }
}
