// PNG encoding of a bitmap, written here (no dependency): 8-bit RGBA, no interlace, every row with filter 0, the
// image data a zlib stream of stored (uncompressed) deflate blocks.
//
// Invariants: the output is a complete PNG (signature, IHDR, IDAT, IEND) whose chunk CRC-32s and zlib Adler-32
// are right, so any decoder reads it; stored blocks hold at most 65,535 bytes each. An empty bitmap is a 0 × 0
// PNG's IHDR, which decoders reject: `pngData()` returns empty data for it instead.
import Foundation

extension DrawingBitmap {
    /// The bitmap as PNG data (8-bit RGBA, uncompressed deflate blocks); empty data for a bitmap with no pixels.
    public func pngData() -> Data {
        guard width > 0, height > 0 else { return Data() }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        DrawingBitmap.appendBigEndian(UInt32(width), to: &header)
        DrawingBitmap.appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]  // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace.
        DrawingBitmap.appendChunk("IHDR", header, to: &png)
        DrawingBitmap.appendChunk("IDAT", zlibStored(), to: &png)
        DrawingBitmap.appendChunk("IEND", [], to: &png)
        return Data(png)
    }

    /// The filtered rows (a 0 filter byte before each) as a zlib stream of stored blocks.
    private func zlibStored() -> [UInt8] {
        let rowBytes = width * 4
        var raw = [UInt8]()
        raw.reserveCapacity((rowBytes + 1) * height)
        for row in 0..<height {
            raw.append(0)
            raw += bytes[(row * rowBytes)..<((row + 1) * rowBytes)]
        }
        var out: [UInt8] = [0x78, 0x01]
        out.reserveCapacity(raw.count + raw.count / 65_535 * 5 + 16)
        var start = 0
        repeat {
            let length = min(65_535, raw.count - start)
            let last: UInt8 = start + length == raw.count ? 1 : 0
            out += [
                last, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            out += raw[start..<(start + length)]
            start += length
        } while start < raw.count
        DrawingBitmap.appendBigEndian(DrawingBitmap.adler32(raw), to: &out)
        return out
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typed = Array(type.utf8) + data
        png += typed
        appendBigEndian(crc32(typed), to: &png)
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO 3309, the polynomial 0xEDB88320 reflected), as PNG chunks carry it.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        let table = crcTable
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// Adler-32, as a zlib stream ends with it.
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5,552 bytes is the most that can be summed before the 32-bit sums must be reduced.
            let end = min(index + 5_552, bytes.count)
            while index < end {
                a += UInt32(bytes[index])
                b += a
                index += 1
            }
            a %= 65_521
            b %= 65_521
        }
        return (b << 16) | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { (entry: Int) -> UInt32 in
        var c = UInt32(entry)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
