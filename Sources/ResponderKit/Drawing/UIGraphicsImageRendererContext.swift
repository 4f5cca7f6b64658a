// The context of an image renderer's actions: adds the image drawn so far.
import Foundation

#if !_runtime(_ObjC)
    /// The drawing context of a ``UIGraphicsImageRenderer``'s actions, as in UIKit.
    @preconcurrency @MainActor
    open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
        /// An image of what the actions have drawn so far.
        open var currentImage: UIImage {
            let scale = cgContext.scale
            guard let image = cgContext.makeImage() else { return UIImage() }
            return UIImage(cgImage: image, scale: scale, orientation: .up)
        }
    }
#endif
