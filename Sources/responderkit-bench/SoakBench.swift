// A long run: many touch phases through a 10,000-view hierarchy, checking that resident memory stays flat.
import Foundation
import ResponderKit

/// Resident memory across a long run of touch phases.
@MainActor
struct SoakBench {
    let phases: Int

    func run() {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), application: application)
        window.makeKeyAndVisible()
        let (root, _) = Shape.wide.build()
        window.addSubview(root)
        let input = application.input
        var generator = PointGenerator()
        var sent = 0
        var readings: [Int] = []
        let checkpoints = 10
        Measure.trim()
        let start = Measure.rssKB()
        while sent < phases {
            let point = CGPoint(x: Int(generator.next() % 1000), y: Int(generator.next() % 1000))
            try? input.send(TouchSample(id: 1, phase: .began, location: point, window: window))
            try? input.send(TouchSample(id: 1, phase: .moved, location: point, window: window))
            try? input.send(TouchSample(id: 1, phase: .ended, location: point, window: window))
            sent += 3
            if sent % max(3, phases / checkpoints / 3 * 3) == 0 { readings.append(Measure.rssKB()) }
        }
        Measure.trim()
        let end = Measure.rssKB()
        print(
            "swift soak phases=\(sent) views=10001 rss_start_kb=\(start) rss_end_kb=\(end) "
                + "rss_checkpoints_kb=\(readings.map(String.init).joined(separator: ",")) "
                + "growth_kb=\(end - start)")
    }
}
