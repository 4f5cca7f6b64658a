// The peers' measurements for one shape: build, memory, hit-test, dispatch to the target, dispatch via the window.
import Foundation
import ResponderKit

/// Runs the peer-comparable measurements for one shape and prints them in the peers' format.
@MainActor
struct ShapeBench {
    let shape: Shape
    let points: Int
    let reps: Int
    let dispatchSeconds: Double

    private var name: String { shape.rawValue }

    func run() {
        // A throwaway pair first, so one-time setup is not charged to the views (bench-peers README).
        do {
            let warm = UIView(frame: .zero)
            warm.addSubview(UIView(frame: .zero))
        }
        Measure.trim()
        let rssBefore = Measure.rssKB()
        let heapBefore = Measure.heapBytes()
        let buildStart = Measure.nanoseconds()
        let (root, target) = shape.build()
        let buildMS = Double(Measure.nanoseconds() - buildStart) / 1e6
        let heapAfter = Measure.heapBytes()
        let rssAfter = Measure.rssKB()

        let application = UIApplication()
        let (width, height) = shape.rootSize
        let showStart = Measure.nanoseconds()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height), application: application)
        window.addSubview(root)
        window.makeKeyAndVisible()
        let showMS = Double(Measure.nanoseconds() - showStart) / 1e6
        print(
            "swift \(name) build views=\(shape.viewCount) build_ms=\(Measure.format(buildMS)) show_ms=\(Measure.format(showMS))"
        )

        hitTest(root)
        dispatchToTarget(target, window: window, application: application)
        dispatchViaWindow(window: window, application: application)

        let views = Double(shape.viewCount)
        let bytesPerView = Double(max(0, rssAfter - rssBefore) * 1024) / views
        let heapPerView = Double(max(0, heapAfter - heapBefore)) / views
        print(
            "swift \(name) memory bytes_per_view=\(Int(bytesPerView.rounded())) "
                + "heap_bytes_per_view=\(Int(heapPerView.rounded())) rss_before_kb=\(rssBefore) "
                + "rss_after_build_kb=\(rssAfter) rss_after_show_kb=\(Measure.rssKB()) "
                + "peak_rss_kb=\(Measure.peakRSSKB())")
        withExtendedLifetime(window) {}
    }

    // MARK: Hit-test

    private func hitTest(_ root: UIView) {
        let (width, height) = shape.rootSize
        let pointList = PointGenerator.points(width: width, height: height, count: points)
        var samples: [Double] = []
        var checksum: UInt64 = 0
        var consistent = true
        for rep in 0..<reps {
            var sum: UInt64 = 0
            let start = Measure.nanoseconds()
            for point in pointList {
                if let hit = root.hitTest(point, with: nil) { sum &+= UInt64(hit.tag) }
            }
            let elapsed = Measure.nanoseconds() - start
            samples.append(Double(elapsed) / Double(points))
            if rep == 0 { checksum = sum } else if sum != checksum { consistent = false }
        }
        let expected = Reference.checksum(shape, points: points)
        let status = checksum == expected && consistent ? "" : " FAIL expected_checksum=\(expected)"
        print(
            "swift \(name) hittest_ns=\(Measure.format(Measure.median(samples))) "
                + "min_ns=\(Measure.format(samples.min() ?? 0)) checksum=\(checksum) points=\(points) reps=\(reps)"
                + status)
        let allocations = Measure.allocations {
            for point in pointList.prefix(1000) { _ = root.hitTest(point, with: nil) }
        }
        print("swift \(name) hittest_allocations_per_point=\(Double(allocations) / 1000)")
    }

    // MARK: Dispatch to the target

    private func dispatchToTarget(_ target: UIView, window: UIWindow, application: UIApplication) {
        // One real touch on the target captures a UITouch set and the application's reused UIEvent.
        let simulator = EventSimulator(application: application)
        let (width, height) = shape.rootSize
        HandlerCounter.capturedEvent = nil
        HandlerCounter.captured = false
        guard let touch = try? simulator.touchDown(at: CGPoint(x: width - 5, y: height - 5), in: window),
            touch.view === target, let event = HandlerCounter.capturedEvent
        else {
            print("swift \(name) dispatch_target FAIL could not bind a touch to the target")
            return
        }
        try? simulator.touchUp(touch)
        let touches = HandlerCounter.capturedTouches

        func sequence() {
            target.touchesBegan(touches, with: event)
            target.touchesMoved(touches, with: event)
            target.touchesEnded(touches, with: event)
        }
        HandlerCounter.calls = 0
        sequence()
        let perSequence = HandlerCounter.calls
        let sequences = calibrate(sequence)
        var samples: [Double] = []
        for _ in 0..<reps {
            let start = Measure.nanoseconds()
            for _ in 0..<sequences { sequence() }
            samples.append(Double(Measure.nanoseconds() - start) / Double(3 * sequences))
        }
        let phases = perPhase(
            begin: { target.touchesBegan(touches, with: event) }, move: { target.touchesMoved(touches, with: event) },
            end: { target.touchesEnded(touches, with: event) })
        let allocations = Measure.allocations { for _ in 0..<100 { sequence() } }
        let median = Measure.median(samples)
        print(
            "swift \(name) dispatch_target_ns=\(Measure.format(median)) min_ns=\(Measure.format(samples.min() ?? 0)) "
                + "per_handler_ns=\(String(format: "%.2f", median * 3 / Double(max(perSequence, 1)))) "
                + "handlers_per_seq=\(perSequence) expected=\(3 * shape.pathLength) seqs=\(sequences) reps=\(reps) "
                + "press_ns=\(phases.0) move_ns=\(phases.1) release_ns=\(phases.2) "
                + "allocations_per_event=\(Double(allocations) / 300)")
    }

    // MARK: Dispatch via the window

    private func dispatchViaWindow(window: UIWindow, application: UIApplication) {
        let (width, height) = shape.rootSize
        let press = CGPoint(x: width - 5, y: height - 5)
        let moveTo = CGPoint(x: width - 4, y: height - 4)
        let input = application.input
        var failed = false
        func send(_ phase: TouchSample.Phase, _ point: CGPoint) {
            do {
                try input.send(TouchSample(id: 1, phase: phase, location: point, window: window))
            } catch {
                failed = true
            }
        }
        func sequence() {
            send(.began, press)
            send(.moved, moveTo)
            send(.ended, moveTo)
        }
        HandlerCounter.calls = 0
        sequence()
        let perSequence = HandlerCounter.calls
        let sequences = calibrate(sequence)
        var samples: [Double] = []
        for _ in 0..<reps {
            let start = Measure.nanoseconds()
            for _ in 0..<sequences { sequence() }
            samples.append(Double(Measure.nanoseconds() - start) / Double(3 * sequences))
        }
        let phases = perPhase(
            begin: { send(.began, press) }, move: { send(.moved, moveTo) }, end: { send(.ended, moveTo) })
        let allocations = Measure.allocations { for _ in 0..<100 { sequence() } }
        let median = Measure.median(samples)
        print(
            "swift \(name) dispatch_window_ns=\(Measure.format(median)) min_ns=\(Measure.format(samples.min() ?? 0)) "
                + "per_handler_ns=\(String(format: "%.2f", median * 3 / Double(max(perSequence, 1)))) "
                + "handlers_per_seq=\(perSequence) expected=\(3 * shape.pathLength) seqs=\(sequences) reps=\(reps) "
                + "press_ns=\(phases.0) move_ns=\(phases.1) release_ns=\(phases.2) "
                + "allocations_per_event=\(Double(allocations) / 300)" + (failed ? " FAIL input refused" : ""))
    }

    // MARK: Helpers

    /// The number of sequences that makes one repetition last about `dispatchSeconds`.
    private func calibrate(_ sequence: () -> Void) -> Int {
        // BENCH_FIXED_SEQS pins the count, so instruction-counting runs (callgrind) do comparable work.
        if let fixed = Int(ProcessInfo.processInfo.environment["BENCH_FIXED_SEQS"] ?? ""), fixed > 0 { return fixed }
        var count = 1
        while true {
            let start = Measure.nanoseconds()
            for _ in 0..<count { sequence() }
            let elapsed = Double(Measure.nanoseconds() - start) / 1e9
            if elapsed >= dispatchSeconds / 4 || count >= 1 << 24 {
                return max(1, Int(Double(count) * dispatchSeconds / max(elapsed, 1e-9)))
            }
            count *= 2
        }
    }

    /// Each phase timed on its own (with clock reads around every event; use for proportions only).
    private func perPhase(begin: () -> Void, move: () -> Void, end: () -> Void) -> (String, String, String) {
        var totals: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let rounds = 2000
        for _ in 0..<rounds {
            var t = Measure.nanoseconds()
            begin()
            var u = Measure.nanoseconds()
            totals.0 += u - t
            t = u
            move()
            u = Measure.nanoseconds()
            totals.1 += u - t
            t = u
            end()
            totals.2 += Measure.nanoseconds() - t
        }
        return (
            Measure.format(Double(totals.0) / Double(rounds)), Measure.format(Double(totals.1) / Double(rounds)),
            Measure.format(Double(totals.2) / Double(rounds))
        )
    }
}
