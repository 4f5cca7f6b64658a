// responderkit-demo: the demo app in a real SDL window, or a recording of a live run replayed headless.
//
//   responderkit-demo [--log FILE] [--trace] [--record FILE] [--uitest FILE] [--inject FILE] [--latency] [--views N]
//   responderkit-demo --replay FILE --headless [--log FILE] [--uitest FILE] [--trace] [--views N]
//
// Exit status: 0 when the window was closed (or the replay finished), 1 when no display could be opened, 2 for bad
// arguments or a bad recording. A live run prints "responderkit-demo: ready" once its window is shown.
import Foundation
import ResponderKit
import ResponderKitDemoApp
import ResponderKitSDL
import ResponderKitUITesting

/// Prints `message` and the usage to standard error and exits with status 2.
func refuse(_ message: String, usage: Bool = true) -> Never {
    let text = "responderkit-demo: \(message)\n" + (usage ? DemoCommandLine.usage + "\n" : "")
    FileHandle.standardError.write(Data(text.utf8))
    exit(2)
}

let commandLine: DemoCommandLine
do {
    commandLine = try DemoCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    refuse(error.description)
}
if commandLine.help {
    print(DemoCommandLine.usage)
    exit(0)
}
// Refuse an unwritable output before anything runs, not after a whole session of input.
for path in [commandLine.demo.logFile, commandLine.recordFile, commandLine.uitestFile].compactMap({ $0 })
where !FileManager.default.createFile(atPath: path, contents: nil) {
    refuse("cannot write \(path)", usage: false)
}

/// Writes the UI test `recorder` made to `--uitest FILE`; false (with a message) when it cannot be written.
@MainActor
func writeUITest(_ recorder: XCUITestRecorder?) -> Bool {
    guard let recorder, let path = commandLine.uitestFile else { return true }
    recorder.stop()
    let script = recorder.script(DemoUITestScript.options(for: commandLine.demo))
    do {
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        return true
    } catch {
        FileHandle.standardError.write(Data("responderkit-demo: cannot write \(path): \(error)\n".utf8))
        return false
    }
}

MainActor.assumeIsolated {
    if let replay = commandLine.replayFile {
        var recorder: XCUITestRecorder?
        do throws(DemoReplayError) {
            _ = try DemoReplay.run(recordingAt: replay, options: commandLine.demo) { demo in
                guard commandLine.uitestFile != nil else { return }
                recorder = XCUITestRecorder(application: demo.application)
                recorder?.start()
            }
        } catch {
            refuse(error.description, usage: false)
        }
        exit(writeUITest(recorder) ? 0 : 1)
    }

    let application = UIApplication()
    let demo = DemoApp(application: application, options: commandLine.demo)
    // Watches the input from the first sample; the test is written when the window closes.
    let uiTestRecorder = commandLine.uitestFile.map { _ in XCUITestRecorder(application: application) }
    uiTestRecorder?.start()
    // The ready line comes after the first frame: the window is shown and drawn, so scripts can drive it.
    var announced = false
    var options = SDLHostOptions(
        recordURL: commandLine.recordFile.map { URL(fileURLWithPath: $0) },
        injectURL: commandLine.injectFile.map { URL(fileURLWithPath: $0) },
        latency: commandLine.latency, title: "responderkit-demo",
        onFrame: { _ in
            guard !announced else { return }
            announced = true
            // Written unbuffered: a script waiting for the line sees it now, even with stdout in a file.
            FileHandle.standardOutput.write(Data("responderkit-demo: ready\n".utf8))
        })
    options.statusBarHeight = commandLine.statusBarHeight
    let host: SDLHost
    do throws(SDLHostError) {
        host = try SDLHost(application: application, options: options)
    } catch {
        FileHandle.standardError.write(Data("responderkit-demo: \(error.description)\n".utf8))
        exit(error.exitStatus)
    }
    // The latency of a sample ends when a demo handler runs (else when the sample's dispatch returns).
    demo.onHandlerCalled = { host.markHandled() }
    let status = host.run()
    demo.flush()
    exit(writeUITest(uiTestRecorder) ? status : 1)
}
