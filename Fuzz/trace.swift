// libFuzzer target `trace`: `TraceFilter.parse` on arbitrary text, the way an application reads the
// `RESPONDERKIT_TRACE` environment variable, then the filter applied to entries of a traced tap.
//
// Besides "never traps", the target checks:
// - tracing is off exactly for an empty value (no words) or a single off word (`0`, `no`, `off`, `false`);
// - a filter that is on always has at least one category, and every problem names a word of the text;
// - the printer made from the text reports each problem once and prints only entries the filter includes.
import Foundation
import ResponderKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (filter, problems) = TraceFilter.parse(text)
    let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let off = words.isEmpty || words.count == 1 && ["0", "no", "off", "false"].contains(words[0].lowercased())
    require((filter == nil) == off, "tracing on/off disagrees with the words \(words)")
    require(filter.map { !$0.categories.isEmpty } ?? true, "a filter with no category")
    require(problems.count <= words.count, "more problems than words")
    MainActor.assumeIsolated {
        var lines: [String] = []
        guard let printer = TracePrinter.fromEnvironment(["RESPONDERKIT_TRACE": text], write: { lines.append($0) })
        else { return }
        require(lines.count == problems.count, "\(lines.count) lines reported for \(problems.count) problems")
        lines.removeAll()
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        window.accessibilityIdentifier = "save"
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        app.tracer = recorder
        _ = try? EventSimulator(application: app).tap(at: CGPoint(x: 10, y: 10), in: window)
        app.tracer = nil
        for entry in recorder.entries { printer.record(entry) }
        let included = recorder.entries.filter { printer.filter.includes($0) }.count
        require(lines.count == included, "printed \(lines.count) lines for \(included) included entries")
    }
    return 0
}
