// A refused command line of responderkit-demo.
import Foundation

/// Why `responderkit-demo`'s arguments were refused.
public struct DemoCommandLineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The reason, naming the argument at fault.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
