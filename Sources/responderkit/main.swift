// The `responderkit` executable: everything lives in ResponderKitScenes' `CommandLineTool`.
//
// Invariant: the process exits with the status the tool returns, after its output was flushed.
import Foundation
import ResponderKitScenes

let status = MainActor.assumeIsolated { CommandLineTool.main() }
exit(status)
