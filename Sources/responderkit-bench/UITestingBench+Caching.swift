// Turns the element tree cache on or off for the benchmark's two designs (kept apart so a build of the code
// before the cache, which has no switch, can replace this file with one that ignores it).
import ResponderKitUITesting

/// Keeps the element tree between queries (`cached`), or reads the views for every query.
@MainActor
func setElementTreeCaching(_ app: XCUIApplication, _ cached: Bool) {
    app.cachesElementTree = cached
}
