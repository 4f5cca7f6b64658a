// A visual format string of a scene (`{"visualFormat": "H:|-16-[a]-8-[b]-16-|", "options": […], "metrics": {…}}`),
// at the scene level or in a view's `"constraints"` list; its views dictionary is the scene's view ids.
//
// Invariants (the loader checks them): the format parses; every name in it is a view id of the scene, none a root,
// all in one window; `views` maps each of those names to its view's index; the options are UIKit's, at most one
// direction, and none aligns along the format's own axis; metric values are finite and within
// ±`Scene.geometryLimit`.
import Foundation
import ResponderKit

/// A visual format string and what it is built with.
public struct SceneVisualFormatSpec: Sendable, Equatable {
    /// The format (`"visualFormat"`).
    public var format: String
    /// The options (`"options"`, names of `NSLayoutConstraint.FormatOptions` members), as their raw value.
    public var options: UInt = 0
    /// The metrics dictionary (`"metrics"`): numbers the format names.
    public var metrics: [String: Double] = [:]
    /// The views the format names, by name, as indices into ``Scene/views`` (resolved when the scene is loaded, so
    /// they survive renaming).
    public var views: [String: Int] = [:]

    /// The options as UIKit's option set.
    public var formatOptions: NSLayoutConstraint.FormatOptions {
        NSLayoutConstraint.FormatOptions(rawValue: options)
    }
}
