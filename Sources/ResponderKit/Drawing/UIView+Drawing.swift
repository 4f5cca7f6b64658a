// The display pass of one view: `draw(_:)` called with the dirty rectangle in a recording context, what it drew
// stored as the layer's contents (a `CGImage` whose `drawing` is the list).
//
// Invariants:
// - The context is current exactly while `draw(_:)` runs: contexts `draw(_:)` pushes and does not pop are popped
//   after it (and logged), so the stack is as it was before the pass.
// - The context's clip starts as the dirty rectangle, as in UIKit. A full pass replaces the contents; a partial pass
//   keeps the earlier commands outside the rectangle, clears the rectangle (with `clearsContextBeforeDrawing`) and
//   adds the new ones, so the list never grows past one set of commands per distinct rectangle.
// - A view whose `draw(_:)` reached `UIView`'s and drew nothing keeps no contents, and its class is remembered as
//   non-drawing (its views get no first display, only the displays `setNeedsDisplay()` asks for).
import Foundation

extension UIView {
    /// Whether a partial display pass clears the dirty rectangle before `draw(_:)`; true by default, as in UIKit.
    /// A full pass always starts from an empty recording.
    public var clearsContextBeforeDrawing: Bool {
        get { extras?.appearance?.clearsContextBeforeDrawing ?? true }
        set {
            if newValue && extras?.appearance == nil { return }
            ensuredAppearance.clearsContextBeforeDrawing = newValue
        }
    }

    /// Notes, in the current context, that `UIView`'s own `draw(_:)` (which draws nothing) was reached.
    final func noteEmptyDraw() {
        #if !_runtime(_ObjC)
            UIGraphicsGetCurrentContext()?.reachedEmptyViewDraw = true
        #endif
    }
}

#if !_runtime(_ObjC)
    extension UIView {
        /// Calls `draw(rect)` in a recording context and stores the result as the layer's contents.
        final func drawContents(in rect: CGRect) {
            let application = UIApplication.shared
            let bounds = storedBounds
            let context = CGContext(area: bounds, scale: contentScaleFactor, clip: rect, log: graphicsLogForwarder())
            let previous = extras?.appearance?.layer?.contents as? CGImage
            let partial = previous?.drawing != nil && !rect.contains(bounds)
            if partial && clearsContextBeforeDrawing { context.clear(rect) }
            withCurrentGraphicsContext(context, caller: "draw(_:)") { draw(rect) }
            if previous == nil && context.reachedEmptyViewDraw && context.commands.allSatisfy(\.isClear) {
                application.nonDrawingViewClasses.insert(ObjectIdentifier(type(of: self)))
                return
            }
            // The contents are in the image's points (the bounds' origin at zero), as a layer's contents image is.
            var commands = context.recording(relativeTo: bounds.origin).commands
            if partial, let old = previous?.drawing?.commands {
                // Earlier commands clipped inside the redrawn rectangle are hidden by the new ones: drop them.
                let redrawn = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
                commands =
                    old.filter { command in !(command.clip.map { redrawn.contains($0.rect) } ?? false) } + commands
            }
            let scale = context.scale
            layer.contents = CGImage(
                width: Int((bounds.width * scale).rounded()), height: Int((bounds.height * scale).rounded()),
                scale: scale, drawing: DrawingList(commands: commands))
        }
    }

    extension DrawingCommand {
        /// Whether the command only clears (what a partial pass records before `draw(_:)`).
        var isClear: Bool {
            if case .clear = operation { return true }
            return false
        }
    }
#endif
