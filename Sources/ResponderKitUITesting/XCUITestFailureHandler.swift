// Where failures go by default: a Swift Testing issue when the Testing library is available, else standard error.
import Foundation

#if canImport(Testing)
    import Testing
#endif

/// The default handling of ``XCUITestFailure``s.
public enum XCUITestFailureHandler {
    /// Records `failure` as a Swift Testing issue (the test fails and goes on, as XCUITest with
    /// `continueAfterFailure`); without the Testing library, writes it to standard error.
    @MainActor
    public static func record(_ failure: XCUITestFailure) {
        #if canImport(Testing)
            Issue.record(Comment(rawValue: failure.message))
        #else
            FileHandle.standardError.write(Data(("UI test failure: " + failure.message + "\n").utf8))
        #endif
    }
}
