// Which pixels one drawing command covers: a rectangle of coverage values, and how to fill polygons into one.
//
// Invariants: a mask's rectangle lies inside the canvas it was made for (a shadow may move it partly out; pixels
// outside the canvas are skipped when compositing); values are 0 … 1. A pixel is inside a polygon when its centre
// is (scanline crossings at row + 0.5, spans covering the column centres they contain).
#if !_runtime(_ObjC)
    import Foundation

    /// Coverage values over a rectangle of pixels.
    struct RasterMask {
        var x0: Int
        var y0: Int
        let width: Int
        let height: Int
        var values: [Float]

        init(x0: Int, y0: Int, width: Int, height: Int, value: Float = 0) {
            self.x0 = x0
            self.y0 = y0
            self.width = max(width, 0)
            self.height = max(height, 0)
            values = [Float](repeating: value, count: self.width * self.height)
        }

        /// Fills the polygons (pixel coordinates, each closed implicitly) into the mask with coverage 1.
        mutating func fill(_ polygons: [[CGPoint]], evenOdd: Bool) {
            var edges: [(x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat)] = []
            for polygon in polygons where polygon.count > 2 {
                for index in polygon.indices {
                    let a = polygon[index]
                    let b = polygon[(index + 1) % polygon.count]
                    if a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite {
                        edges.append((a.x, a.y, b.x, b.y))
                    }
                }
            }
            guard !edges.isEmpty, width > 0 else { return }
            var crossings: [(x: CGFloat, direction: Int)] = []
            for row in 0..<height {
                let y = CGFloat(y0 + row) + 0.5
                crossings.removeAll(keepingCapacity: true)
                for edge in edges {
                    let down = edge.y1 > edge.y0
                    let (top, bottom) = down ? (edge.y0, edge.y1) : (edge.y1, edge.y0)
                    guard y >= top, y < bottom else { continue }
                    let x = edge.x0 + (y - edge.y0) * (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
                    crossings.append((x, down ? 1 : -1))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for index in 0..<(crossings.count - 1) {
                    winding += crossings[index].direction
                    let inside = evenOdd ? winding & 1 != 0 : winding != 0
                    guard inside else { continue }
                    let first = max(Int((crossings[index].x - 0.5).rounded(.up)) - x0, 0)
                    let last = min(Int((crossings[index + 1].x - 0.5).rounded(.up)) - x0, width)
                    guard first < last else { continue }
                    let base = row * width
                    for column in first..<last { values[base + column] = 1 }
                }
            }
        }

        /// Zeroes the coverage of pixels whose centre `keep` rejects (given in points through `scale`).
        mutating func limit(scale: CGFloat, to keep: (CGPoint) -> Bool) {
            for row in 0..<height {
                for column in 0..<width where values[row * width + column] > 0 {
                    let point = CGPoint(
                        x: (CGFloat(x0 + column) + 0.5) / scale, y: (CGFloat(y0 + row) + 0.5) / scale)
                    if !keep(point) { values[row * width + column] = 0 }
                }
            }
        }

        /// `polygon` turned counter-clockwise in pixel space (positive area) so that unions fill with non-zero
        /// winding without holes.
        static func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
            var area: CGFloat = 0
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                area += a.x * b.y - b.x * a.y
            }
            return area < 0 ? polygon.reversed() : polygon
        }

        /// A circle of `radius` about `center` as a polygon.
        static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
            let sides = max(12, min(64, Int(radius * 2)))
            return (0..<sides).map { index in
                let angle = CGFloat(index) / CGFloat(sides) * 2 * .pi
                return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        }
    }
#endif
