// The first failure of a read whose failures are held back from the application's failure handler (a wait that
// reads a property of an element that may not exist yet).
import Foundation

/// The first failure of one read, held back from the failure handler.
@MainActor
final class HeldFailure {
    var failure: XCUITestFailure?
}
