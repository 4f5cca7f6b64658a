// The `responderkit` executable: everything lives in ResponderKitCommandLine's `CommandLineTool`.
//
// Invariant: the process exits with the status the tool returns, after its output was flushed.
import Foundation
import ResponderKitCommandLine

let status = MainActor.assumeIsolated { CommandLineTool.main() }
exit(status)
