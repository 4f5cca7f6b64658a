// UIKit's graphics context functions: the current context, its stack and image contexts.
//
// Invariants:
// - There is one stack, the shared application's (`UIApplication.graphicsContexts`), not a global: the functions are
//   free functions with no application to ask, so they use the shared one, as `UIFont`'s metrics do.
// - They are main-actor functions: contexts are pushed by the display pass and by image renderers, on the main actor.
// - Unbalanced calls (a pop with nothing pushed, ending an image context that is not current) change nothing and are
//   reported to the shared application's `graphicsLog`; nothing traps.
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current graphics context: the one `draw(_:)`, an image renderer or an image context pushed last; nil when
/// none is current (outside drawing, UIKit's answer too).
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIApplication.shared.graphicsContexts.last?.context
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current graphics context, until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIApplication.shared.graphicsContexts.append(GraphicsContextEntry(context: context, isImageContext: false))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`. With nothing pushed, nothing
/// changes and the shared application's ``UIApplication/graphicsLog`` says so.
@MainActor
public func UIGraphicsPopContext() {
    let application = UIApplication.shared
    guard application.graphicsContexts.popLast() != nil else {
        return application.graphicsLog(
            "UIGraphicsPopContext(): no context to pop (unbalanced with UIGraphicsPushContext)")
    }
}

/// The current context, or nil after logging that `function` was called with no current context (UIKit's log and
/// no-op).
@MainActor
func currentGraphicsContext(for function: String) -> CGContext? {
    if let context = UIGraphicsGetCurrentContext() { return context }
    UIApplication.shared.graphicsLog("\(function): invalid context 0x0 (no current graphics context): nothing drawn")
    return nil
}

/// A log function that forwards to whatever the shared application's ``UIApplication/graphicsLog`` is when called
/// (a context outlives the log it was made under).
@MainActor
func graphicsLogForwarder() -> (String) -> Void {
    { message in UIApplication.shared.graphicsLog(message) }
}

/// Runs `body` with `context` current, then makes the stack what it was: contexts `body` left pushed are popped,
/// and a pop of `context` itself by `body` is survived; both are logged as unbalanced calls of `caller`.
@MainActor
func withCurrentGraphicsContext(_ context: CGContext, caller: String, _ body: () -> Void) {
    let application = UIApplication.shared
    let depth = application.graphicsContexts.count
    UIGraphicsPushContext(context)
    body()
    let contexts = application.graphicsContexts
    if contexts.count > depth + 1 {
        application.graphicsLog(
            "\(caller) left \(contexts.count - depth - 1) graphics context(s) pushed; popped after it")
    } else if contexts.count <= depth || contexts[depth].context !== context {
        application.graphicsLog("\(caller) popped a graphics context it did not push (UIGraphicsPopContext)")
    }
    if contexts.count > depth { application.graphicsContexts.removeSubrange(depth...) }
}

#if !_runtime(_ObjC)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Starts an image context of `size` points at the main screen's scale, not opaque.
    @MainActor
    public func UIGraphicsBeginImageContext(_ size: CGSize) {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Starts an image context of `size` points at `scale` pixels per point (0: the main screen's scale) and makes
    /// it current. An empty or infinite size starts nothing and is logged (UIKit logs and fails to allocate).
    @MainActor
    public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        let application = UIApplication.shared
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return application.graphicsLog(
                "UIGraphicsBeginImageContext() failed to allocate a bitmap context: size={\(size.width), \(size.height)}"
            )
        }
        let pixelScale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
        let context = CGContext(
            area: CGRect(origin: .zero, size: size), scale: pixelScale, clip: nil, log: graphicsLogForwarder())
        application.graphicsContexts.append(GraphicsContextEntry(context: context, isImageContext: true))
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// An image of what the current image context holds (its ``CGImage/drawing``), or nil when the current context
    /// is not an image context.
    @MainActor
    public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
        guard let entry = UIApplication.shared.graphicsContexts.last, entry.isImageContext,
            let image = entry.context.makeImage()
        else { return nil }
        return UIImage(cgImage: image, scale: entry.context.scale, orientation: .up)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Ends the current image context and makes the previous context current. When the current context is not an
    /// image context, nothing changes and the shared application's ``UIApplication/graphicsLog`` says so.
    @MainActor
    public func UIGraphicsEndImageContext() {
        let application = UIApplication.shared
        guard let entry = application.graphicsContexts.last, entry.isImageContext else {
            return application.graphicsLog("UIGraphicsEndImageContext(): the current context is not an image context")
        }
        application.graphicsContexts.removeLast()
    }
#endif
