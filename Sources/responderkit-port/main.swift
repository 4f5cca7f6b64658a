// `responderkit-port`: `responderkit port` alone, the tool the UIKitPort plugin runs at build time. It needs only
// the port (no scenes, no event core), so a build that uses the plugin compiles little more than the app.
//
// Invariant: the arguments are those of `responderkit port`; the process exits with its status after the output
// was flushed.
import Foundation
import ResponderKitPort

/// Standard output or error as a text stream.
struct StandardStream: TextOutputStream {
    let handle: FileHandle

    mutating func write(_ string: String) { handle.write(Data(string.utf8)) }
}

var output = StandardStream(handle: .standardOutput)
var errors = StandardStream(handle: .standardError)
exit(PortCommand.run(Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors))
