// An in-memory pasteboard, so copy and paste really move text.
import Foundation

/// An object that helps a user share data from one place to another within the app.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The general pasteboard, shared by the whole process.
    public static let general = UIPasteboard()

    /// Creates a private pasteboard (a ResponderKit addition for tests).
    public init() {}

    /// The strings on the pasteboard.
    public var strings: [String]? {
        get { storedStrings.isEmpty ? nil : storedStrings }
        set {
            storedStrings = newValue ?? []
            changeCount += 1
        }
    }

    /// The first string on the pasteboard.
    public var string: String? {
        get { storedStrings.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether the pasteboard holds at least one string.
    public var hasStrings: Bool { !storedStrings.isEmpty }

    /// Incremented on every change.
    public private(set) var changeCount = 0

    private var storedStrings: [String] = []
}
