// A small PNG reader for the screenshot tests, written independently of the encoder: checks the signature, every
// chunk's CRC-32 (computed bit by bit, not with the encoder's table) and the zlib Adler-32, inflates stored
// blocks (the only kind the encoder writes) and undoes filter 0.
import Foundation
import ResponderKit

/// A decoded PNG: its size and RGBA bytes.
struct DecodedPNG {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// The pixel in column `x`, row `y` as 0 … 255 components.
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let base = (y * width + x) * 4
        return Array(rgba[base..<(base + 4)])
    }

    /// The pixel under `point` (points) at `scale`.
    func pixel(at point: CGPoint, scale: CGFloat) -> [UInt8] {
        pixel(Int(point.x * scale), Int(point.y * scale))
    }

    enum Failure: Error { case malformed(String) }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure.malformed("signature")
        }
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8
        var (width, height) = (0, 0)
        var idat: [UInt8] = []
        var ended = false
        while offset + 12 <= bytes.count, !ended {
            let length = u32(offset)
            let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            guard u32(offset + 8 + length) == Int(DecodedPNG.bitwiseCRC(typed)) else { throw Failure.malformed("crc") }
            let type = String(decoding: typed.prefix(4), as: UTF8.self)
            let body = Array(typed.dropFirst(4))
            switch type {
            case "IHDR":
                width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
                guard body[8] == 8, body[9] == 6 else { throw Failure.malformed("not 8-bit RGBA") }
            case "IDAT": idat += body
            case "IEND": ended = true
            default: break
            }
            offset += 12 + length
        }
        guard ended, idat.count > 6, idat[0] & 0x0F == 8 else { throw Failure.malformed("zlib header") }
        var raw: [UInt8] = []
        var at = 2
        var final = false
        while !final {
            final = idat[at] & 1 == 1
            guard idat[at] >> 1 & 3 == 0 else { throw Failure.malformed("not a stored block") }
            let length = Int(idat[at + 1]) | Int(idat[at + 2]) << 8
            let complement = Int(idat[at + 3]) | Int(idat[at + 4]) << 8
            guard length ^ complement == 0xFFFF else { throw Failure.malformed("stored length") }
            raw += idat[(at + 5)..<(at + 5 + length)]
            at += 5 + length
        }
        var (a, b) = (1, 0)
        for byte in raw {
            a = (a + Int(byte)) % 65_521
            b = (b + a) % 65_521
        }
        let adler = Int(idat[at]) << 24 | Int(idat[at + 1]) << 16 | Int(idat[at + 2]) << 8 | Int(idat[at + 3])
        guard adler == b << 16 | a else { throw Failure.malformed("adler") }
        guard raw.count == (width * 4 + 1) * height else { throw Failure.malformed("size") }
        var rgba: [UInt8] = []
        for row in 0..<height {
            let start = row * (width * 4 + 1)
            guard raw[start] == 0 else { throw Failure.malformed("filter") }
            rgba += raw[(start + 1)..<(start + 1 + width * 4)]
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    static func bitwiseCRC(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
