// libFuzzer target `dump`: `ViewDump.read` on arbitrary text, the way `responderkit explain DUMP.txt` reads a
// `recursiveDescription` dump.
//
// Besides "never traps" and "never hangs", the target checks:
// - every problem and note names a line of the text (1 ... the number of lines, counted after unwrapping an
//   `Optional("…")`), in ascending order;
// - every entry's line is a line of the text and entries come in line order;
// - a scene exists exactly when there are entries, has one view per entry with the entry's id (or that id with a
//   `#N` suffix) and class, and keeps the documented invariants of a loaded `Scene` (`checkSceneInvariants`);
// - a dump of at most 200 views builds and is hit-tested at the centre of its first window without trapping.
import Foundation
import ResponderKit
import ResponderKitScenes

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let dump = ViewDump.read(text)
    let lines = text.count + 2  // an upper bound on lines, also after unwrapping escapes
    for remark in dump.problems + dump.notes {
        require(remark.line >= 1 && remark.line <= lines, "a remark names line \(remark.line) of \(lines): \(remark)")
    }
    require(dump.problems.map(\.line) == dump.problems.map(\.line).sorted(), "problems out of order")
    require(dump.entries.map(\.line) == dump.entries.map(\.line).sorted(), "entries out of line order")
    guard let scene = dump.scene else {
        require(dump.entries.isEmpty, "entries but no scene")
        return 0
    }
    require(!dump.entries.isEmpty, "a scene without entries")
    checkSceneInvariants(scene)
    require(scene.views.count <= dump.entries.count, "more views than entries")
    for view in scene.views {
        require(dump.entries.contains { view.id == $0.id || view.id.hasPrefix("\($0.id)#") }, "unknown id \(view.id)")
        require(view.isRoot || view.className != "UIWindow", "\(view.id): a UIWindow below a root")
    }
    guard scene.views.count <= 200 else { return 0 }
    MainActor.assumeIsolated {
        let built = SceneBuilder.build(scene)
        guard let window = built.windows.first else { return }
        _ = window.hitTest(CGPoint(x: window.bounds.midX, y: window.bounds.midY), with: nil)
    }
    return 0
}
