// CGContext for platforms without CoreGraphics (Linux): a drawing destination that records what is drawn into a
// `DrawingList` instead of rasterizing it. Path, painting, state and image calls are in the `CGContext+…` files.
//
// Invariants:
// - The base space is the drawing's own coordinates, y down: a view's bounds coordinates, or an image's points with
//   the origin top left. The CTM starts at identity and maps user space to base space (**chosen**: UIKit's CTM
//   also holds the screen scale and a flip, which only matter to pixels, and there are none here).
// - The current path is kept in base space: points are mapped by the CTM of the call that adds them, as Core
//   Graphics does, so changing the CTM later does not move them.
// - Every command is recorded with the clip, alpha, blend mode and shadow in force; nothing is recorded outside an
//   empty clip. Painting a path consumes it (the current path is empty afterwards).
// On platforms where CoreGraphics exists, its own type is used and this file compiles to nothing.

#if !_runtime(_ObjC)
    import Foundation

    /// A Quartz 2D drawing destination, as in Core Graphics, that records its drawing.
    ///
    /// A context is what `UIGraphicsGetCurrentContext()` returns inside a view's `draw(_:)`, inside
    /// `UIGraphicsImageRenderer`'s actions and between `UIGraphicsBeginImageContextWithOptions` and
    /// `UIGraphicsEndImageContext()`. It has Core Graphics' state stack (`saveGState()`, `restoreGState()`), path
    /// building, painting, clipping, transforms, images, gradients and text; what is painted is recorded, in base
    /// space, as a ``DrawingList`` that a backend draws (see <doc:Drawing>).
    public final class CGContext {
        /// The state drawing reads.
        var state = GraphicsState()
        /// The states saved by `saveGState()`, innermost last.
        var savedStates: [GraphicsState] = []
        /// The current path, in base space (the public `path` answers it as a `CGPath` in user space).
        var currentPath = PathGeometry()
        /// What was drawn so far.
        private(set) var commands: [DrawingCommand] = []
        /// The drawing area in base space: the view's bounds, or the image's rectangle.
        let area: CGRect
        /// Pixels per point, for the pixel size of images made from the context.
        let scale: CGFloat
        /// Where invalid calls are reported (the application's `graphicsLog`).
        let log: (String) -> Void
        /// Set by `UIView`'s own `draw(_:)`, which draws nothing: a view whose drawing only reached it has no
        /// content of its own.
        var reachedEmptyViewDraw = false

        /// The transform applied to text drawn with Core Graphics' text calls; identity by default. Stored and
        /// observable; `NSString` drawing does not use it (as in UIKit).
        public var textMatrix = CGAffineTransform.identity
        /// Where Core Graphics' text calls draw next. Stored and observable.
        public var textPosition = CGPoint.zero
        /// How smoothly images are scaled; a hint for the backend.
        public var interpolationQuality = CGInterpolationQuality.default

        /// A recording context for `area` (base space) at `scale` pixels per point, clipped to `clip` when set.
        init(area: CGRect, scale: CGFloat, clip: CGRect?, log: @escaping (String) -> Void) {
            self.area = area
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            self.log = log
            if let clip { state.clip = DrawingClip(rect: clip.standardized) }
        }

        /// The current transformation matrix: user space to base space (identity when drawing starts).
        public var ctm: CGAffineTransform { state.ctm }

        /// User space to device pixels: the CTM followed by the context's scale.
        public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
            state.ctm.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        }

        /// Maps a point from user space to device pixels.
        public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
            point.applying(userSpaceToDeviceSpaceTransform)
        }

        /// Maps a point from device pixels to user space.
        public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
            point.applying(userSpaceToDeviceSpaceTransform.inverted())
        }

        /// Maps a rectangle from user space to device pixels (its bounding box).
        public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
            rect.applying(userSpaceToDeviceSpaceTransform)
        }

        /// Maps a rectangle from device pixels to user space (its bounding box).
        public func convertToUserSpace(_ rect: CGRect) -> CGRect {
            rect.applying(userSpaceToDeviceSpaceTransform.inverted())
        }

        /// The bounding box of the clip in user space: the whole drawing area until something clips.
        public var boundingBoxOfClipPath: CGRect {
            let rect = state.clip?.rect ?? area
            guard !rect.isNull, !rect.isEmpty else { return .zero }
            let determinant = state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c
            guard determinant != 0 else { return .zero }
            return rect.applying(state.ctm.inverted())
        }

        /// The width of the drawing area in pixels.
        public var width: Int { Int((area.width * scale).rounded()) }

        /// The height of the drawing area in pixels.
        public var height: Int { Int((area.height * scale).rounded()) }

        /// An image of what has been drawn so far: its pixel size is the area's, its ``CGImage/drawing`` the
        /// commands recorded, moved so that the area's origin is the image's.
        public func makeImage() -> CGImage? {
            CGImage(width: width, height: height, scale: scale, drawing: recording(relativeTo: area.origin))
        }

        /// The commands recorded so far.
        var recording: DrawingList { DrawingList(commands: commands) }

        /// The commands recorded so far, moved by `-origin` (for an image whose area does not start at zero).
        func recording(relativeTo origin: CGPoint) -> DrawingList {
            guard origin != .zero else { return recording }
            let shift = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            return DrawingList(commands: commands.map { $0.applying(shift) })
        }

        /// Records `operation` with the state in force; nothing when the clip is empty.
        func record(_ operation: DrawingOperation) {
            if let clip = state.clip, clip.rect.isNull || clip.rect.isEmpty { return }
            commands.append(
                DrawingCommand(
                    operation: operation, clip: state.clip, alpha: state.alpha, blendMode: state.blendMode,
                    shadow: state.shadow))
        }
    }
#endif
