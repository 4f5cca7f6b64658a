// The rasterizer behind screenshots' PNGs, on drawings recorded with a real graphics context: fills and their
// rules, alpha, blend modes, strokes and dashes, gradients, clips, nested images; and the PNG encoder's checksums
// (UT-190 … UT-196).
import Foundation
import ResponderKit
import Testing

/// The pixels of `actions` drawn in a 40 × 40 point image at scale 1 over white.
@MainActor
private func rasterize(_ actions: (CGContext) -> Void) -> DrawingBitmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
        actions(context.cgContext)
    }
    var rasterizer = DrawingRasterizer(
        size: CGSize(width: 40, height: 40), scale: 1, background: DisplayColor(r: 1, g: 1, b: 1, a: 1))
    rasterizer.draw(image.cgImage?.drawing ?? DrawingList())
    return rasterizer.bitmap
}

/// A pixel as 0 … 255 components.
private func bytes(_ bitmap: DrawingBitmap, _ x: Int, _ y: Int) -> [Int] {
    guard let c = bitmap.pixel(x: x, y: y) else { return [] }
    return [c.r, c.g, c.b, c.a].map { Int(($0 * 255).rounded()) }
}

@MainActor
@Suite("UI testing: the screenshot rasterizer")
struct DrawingRasterizerTests {
    @Test("UT-190: a fill covers the pixels whose centres are inside; even-odd leaves the inner ring's hole")
    func fills() {
        let bitmap = rasterize { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            context.addRect(CGRect(x: 22, y: 22, width: 16, height: 16))
            context.addRect(CGRect(x: 26, y: 26, width: 8, height: 8))
            context.setFillColor(UIColor.blue.cgColor)
            context.fillPath(using: .evenOdd)
        }
        #expect(bytes(bitmap, 10, 10) == [255, 0, 0, 255])
        #expect(bytes(bitmap, 19, 19) == [255, 0, 0, 255])
        #expect(bytes(bitmap, 20, 15) == [255, 255, 255, 255])
        #expect(bytes(bitmap, 23, 23) == [0, 0, 255, 255])
        #expect(bytes(bitmap, 30, 30) == [255, 255, 255, 255])
    }

    @Test("UT-191: alpha composites source-over; multiply multiplies")
    func alphaAndBlend() {
        let bitmap = rasterize { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.setFillColor(UIColor(white: 1, alpha: 0.5).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.setBlendMode(.multiply)
            context.setFillColor(UIColor(red: 0.5, green: 1, blue: 1, alpha: 1).cgColor)
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 40))
        }
        #expect(bytes(bitmap, 5, 5) == [255, 128, 128, 255])
        #expect(bytes(bitmap, 30, 5) == [128, 0, 0, 255])
        #expect(bytes(bitmap, 30, 30) == [128, 255, 255, 255])
    }

    @Test("UT-192: a stroke covers its width about the line; a dashed stroke leaves gaps")
    func strokes() {
        let bitmap = rasterize { context in
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(4)
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 10)])
            context.setLineDash(phase: 0, lengths: [10, 10])
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
        }
        #expect(bytes(bitmap, 20, 8) == [0, 0, 0, 255])
        #expect(bytes(bitmap, 20, 11) == [0, 0, 0, 255])
        #expect(bytes(bitmap, 20, 13) == [255, 255, 255, 255])
        #expect(bytes(bitmap, 5, 30) == [0, 0, 0, 255])
        #expect(bytes(bitmap, 15, 30) == [255, 255, 255, 255])
        #expect(bytes(bitmap, 25, 30) == [0, 0, 0, 255])
    }

    @Test("UT-193: a linear gradient runs between its points and stops at its ends without extension options")
    func gradient() throws {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: nil))
        let bitmap = rasterize { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
        }
        #expect(bytes(bitmap, 10, 5)[0] > 240)
        #expect(bytes(bitmap, 29, 5)[2] > 240)
        let middle = bytes(bitmap, 20, 5)
        #expect(middle[0] > 100 && middle[0] < 150 && middle[2] > 100 && middle[2] < 150)
        #expect(bytes(bitmap, 5, 5) == [255, 255, 255, 255])
        #expect(bytes(bitmap, 35, 5) == [255, 255, 255, 255])
    }

    @Test("UT-194: a clip limits later drawing to its rectangle and shape")
    func clips() {
        let bitmap = rasterize { context in
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.clip()
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(bytes(bitmap, 20, 20) == [0, 255, 0, 255])
        #expect(bytes(bitmap, 1, 1) == [255, 255, 255, 255])
        #expect(bytes(bitmap, 38, 38) == [255, 255, 255, 255])
    }

    @Test("UT-195: an image drawn here is rasterized from its own drawing, scaled into its rectangle")
    func nestedImage() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let bitmap = rasterize { _ in square.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40)) }
        #expect(bytes(bitmap, 5, 30) == [0, 0, 255, 255])
        #expect(bytes(bitmap, 18, 30) == [0, 0, 255, 255])
        #expect(bytes(bitmap, 22, 30) == [255, 255, 255, 255])
    }

    @Test("UT-196: the PNG checksums are CRC-32 and Adler-32; an empty bitmap has no PNG")
    func checksums() throws {
        #expect(DrawingBitmap.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(DrawingBitmap.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(DrawingBitmap(width: 0, height: 0, scale: 1, bytes: []).pngData().isEmpty)
        // More than one stored block: 200 × 100 pixels are 80,100 bytes of rows.
        let big = DrawingBitmap(width: 200, height: 100, scale: 1, bytes: [UInt8](repeating: 7, count: 80_000))
        let png = try DecodedPNG(big.pngData())
        #expect(png.width == 200 && png.pixel(199, 99) == [7, 7, 7, 7])
    }
}
