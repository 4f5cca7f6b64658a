// Pointer buttons, wheel units and phases, fingers, controller buttons and sensor units.
import Foundation
import ResponderKit
import Testing

@testable import ResponderKitSDL

@MainActor
@Suite("SDL input mapping")
struct SDLInputMappingTests {
    @Test("Mouse buttons: left primary, right secondary, middle the third button, X1 and X2 the fourth and fifth")
    func buttons() {
        #expect(SDLInputMapping.buttonMask(sdlButton: 1) == .primary)
        #expect(SDLInputMapping.buttonMask(sdlButton: 3) == .secondary)
        #expect(SDLInputMapping.buttonMask(sdlButton: 2) == .button(3))
        #expect(SDLInputMapping.buttonMask(sdlButton: 4) == .button(4))
        #expect(SDLInputMapping.buttonMask(sdlButton: 5) == .button(5))
        #expect(SDLInputMapping.buttonMask(sdlState: 0b101) == [.primary, .secondary])
        #expect(SDLInputMapping.buttonMask(sdlState: 0b010) == .button(3))
        #expect(SDLInputMapping.buttonMask(sdlState: 0) == [])
    }

    @Test("Wheel: 40 points per line; towards the user moves content up; flipped reverses")
    func wheel() {
        let down = SDLInputMapping.wheelSteps(x: 0, y: -2, flipped: false)
        #expect(down.count == 2 && down.delta == CGPoint(x: 0, y: -40) && down.xCount == 0)
        let up = SDLInputMapping.wheelSteps(x: 0, y: 1, flipped: false)
        #expect(up.count == 1 && up.delta == CGPoint(x: 0, y: 40))
        let right = SDLInputMapping.wheelSteps(x: 3, y: 0, flipped: false)
        #expect(right.xCount == 3 && right.xDelta == CGPoint(x: -40, y: 0) && right.count == 0)
        #expect(SDLInputMapping.wheelSteps(x: 0, y: -1, flipped: true).delta == CGPoint(x: 0, y: 40))
        #expect(SDLInputMapping.scrollDelta(x: 0.5, y: -0.25, flipped: false) == CGPoint(x: -20, y: -10))
        #expect(SDLInputMapping.isPrecise(preciseX: 0, preciseY: -0.25))
        #expect(!SDLInputMapping.isPrecise(preciseX: 0, preciseY: -1))
    }

    @Test("A precise wheel gesture begins, changes, and ends 80 ms after its last event")
    func continuousScroll() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: UIApplication())
        var gesture = SDLScrollGesture()
        let first = gesture.wheel(delta: CGPoint(x: 0, y: -5), at: CGPoint(x: 10, y: 10), in: window, time: 1.0)
        #expect(first.ending == nil && first.sample.phase == .began && first.sample.type == .continuous)
        #expect(first.sample.delta == CGPoint(x: 0, y: -5) && first.sample.timestamp == 1.0)
        let second = gesture.wheel(delta: CGPoint(x: 0, y: -3), at: CGPoint(x: 12, y: 10), in: window, time: 1.05)
        #expect(second.sample.phase == .changed)
        #expect(gesture.endIfDue(at: 1.10) == nil)
        #expect(gesture.endTime == 1.05 + SDLInputMapping.continuousScrollEndDelay)
        let due = gesture.endIfDue(at: 1.14)
        let end = try #require(due)
        #expect(end.phase == .ended && end.delta == .zero && end.location == CGPoint(x: 12, y: 10))
        #expect(!gesture.isActive && gesture.endIfDue(at: 2) == nil)
        // The next precise event begins a new gesture.
        #expect(gesture.wheel(delta: .zero, at: .zero, in: window, time: 3).sample.phase == .began)
    }

    @Test("A precise wheel event in another window ends the gesture in progress first")
    func continuousScrollOtherWindow() {
        let application = UIApplication()
        let one = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let two = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        var gesture = SDLScrollGesture()
        _ = gesture.wheel(delta: CGPoint(x: 0, y: 1), at: .zero, in: one, time: 0)
        let next = gesture.wheel(delta: CGPoint(x: 0, y: 1), at: .zero, in: two, time: 0.01)
        #expect(next.ending?.phase == .ended && next.ending?.window === one)
        #expect(next.sample.phase == .began && next.sample.window === two)
    }

    @Test("Fingers get the smallest free id from 1, stable until up; unknown and duplicate fingers are refused")
    func fingerTable() {
        var table = SDLFingerTable()
        #expect(table.begin(touchDevice: 7, finger: 1_000_000_007, windowID: 1) == 1)
        #expect(table.begin(touchDevice: 7, finger: 42, windowID: 1) == 2)
        #expect(table.begin(touchDevice: 7, finger: 42, windowID: 1) == nil)
        #expect(table.begin(touchDevice: 8, finger: 42, windowID: 2) == 3)
        #expect(table.finger(touchDevice: 7, finger: 42)?.id == 2)
        #expect(table.end(touchDevice: 7, finger: 1_000_000_007)?.id == 1)
        #expect(table.end(touchDevice: 7, finger: 1_000_000_007) == nil)
        #expect(table.finger(touchDevice: 9, finger: 42) == nil)
        #expect(table.begin(touchDevice: 7, finger: 5, windowID: 2) == 1)
        #expect(table.removeAll(inWindow: 2).map(\.id) == [3, 1])
        #expect(table.fingers.map(\.id) == [2])
    }

    @Test("Finger coordinates are normalised: times the window size in points")
    func fingerLocation() {
        let size = CGSize(width: 400, height: 300)
        #expect(SDLInputMapping.fingerLocation(x: 0.5, y: 0.25, windowSize: size) == CGPoint(x: 200, y: 75))
        #expect(SDLInputMapping.fingerLocation(x: 1, y: 0, windowSize: size) == CGPoint(x: 400, y: 0))
    }

    @Test("Controller: A select, B and Back menu, D-pad arrows, Start play/pause, others nothing")
    func controller() {
        #expect(SDLInputMapping.pressType(controllerButton: 0) == .select)
        #expect(SDLInputMapping.pressType(controllerButton: 1) == .menu)
        #expect(SDLInputMapping.pressType(controllerButton: 4) == .menu)
        #expect(SDLInputMapping.pressType(controllerButton: 6) == .playPause)
        #expect(SDLInputMapping.pressType(controllerButton: 11) == .upArrow)
        #expect(SDLInputMapping.pressType(controllerButton: 12) == .downArrow)
        #expect(SDLInputMapping.pressType(controllerButton: 13) == .leftArrow)
        #expect(SDLInputMapping.pressType(controllerButton: 14) == .rightArrow)
        #expect(SDLInputMapping.pressType(controllerButton: 2) == nil)
        #expect(SDLInputMapping.pressType(controllerButton: 9) == nil)
    }

    @Test("Accelerometer: m/s² divided by standard gravity")
    func accelerometer() {
        let g = SDLInputMapping.accelerometer(x: 0, y: 9.80665, z: -19.6133)
        #expect(g.x == 0 && abs(g.y - 1) < 1e-6 && abs(g.z + 2) < 1e-6)
    }

    @Test("The latency report gives count, median, p99, p99.9 and max per kind")
    func latencyReport() throws {
        var report = SDLLatencyReport()
        for value in 1...100 { report.add(Double(value) / 1000, kind: "key") }
        report.add(0.0005, kind: "touch")
        let key = try #require(report.statistics.first)
        #expect(key.kind == "key" && key.count == 100 && key.max == 0.1)
        #expect(key.p50 == 0.051 && key.p99 == 0.1 && key.p999 == 0.1)
        #expect(report.description.contains("touch") && report.description.contains("0.500"))
        #expect(report.description.hasPrefix("latency (ms)          count      p50      p99    p99.9      max"))
    }

    @Test("p99.9 is the nearest rank: of 10,000 measurements, the 9,991st smallest")
    func latencyP999() throws {
        var report = SDLLatencyReport(capacity: 10_000)
        // Added out of order, in a kind the host does not measure (its storage comes with the first one).
        for value in (1...10_000).reversed() { report.add(Double(value), kind: "custom") }
        report.add(1, kind: "frame")
        let stats = report.statistics
        #expect(stats.map(\.kind) == ["custom", "frame"])
        #expect(stats[0].p50 == 5001 && stats[0].p99 == 9901 && stats[0].p999 == 9991 && stats[0].max == 10_000)
        #expect(stats[1].count == 1 && stats[1].p999 == 1)
    }
}
