// A recorded drawing as an image: what a screenshot's `image` is (headless an image carries its drawing, not
// pixels; see CGImage.swift).
//
// Invariant: the image's pixel size is its size in points times its scale, rounded to whole pixels.
#if !_runtime(_ObjC)
    import Foundation

    extension DrawingList {
        /// An image of `size` points at `scale` pixels per point whose `cgImage` carries this drawing (in the
        /// image's points, origin top left), as an image renderer's image does: drawing it into a context draws
        /// these commands, and a backend or ``DrawingRasterizer`` turns them into pixels. A size that is not
        /// positive and finite gives an empty image (size zero); a scale that is not positive is 1.
        public func image(size: CGSize, scale: CGFloat) -> UIImage {
            let scale = scale.isFinite && scale > 0 ? scale : 1
            let width = (size.width * scale).rounded()
            let height = (size.height * scale).rounded()
            guard width.isFinite, height.isFinite, width >= 1, height >= 1, width < 1e6, height < 1e6 else {
                return UIImage()
            }
            let cgImage = CGImage(width: Int(width), height: Int(height), scale: scale, drawing: self)
            return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        }
    }
#endif
