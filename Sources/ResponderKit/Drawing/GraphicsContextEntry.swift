// One entry of the application's graphics context stack: a context, and whether an image context pushed it.
import Foundation

/// A context on the stack of `UIGraphicsPushContext(_:)`: image contexts (from
/// `UIGraphicsBeginImageContextWithOptions`) are the only ones `UIGraphicsGetImageFromCurrentImageContext()` and
/// `UIGraphicsEndImageContext()` act on.
struct GraphicsContextEntry {
    /// The context.
    let context: CGContext
    /// Whether `UIGraphicsBeginImageContextWithOptions` pushed it.
    let isImageContext: Bool
}
