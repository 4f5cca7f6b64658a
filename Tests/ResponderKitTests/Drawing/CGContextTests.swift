// CGContext as real drawing code calls it (docs/spec-drawing.md DR-1 to DR-6): the state stack, paths built under
// the CTM, fills and strokes, clips, transforms, images and gradients, all read back from the recorded list.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("CGContext")
struct CGContextTests {
    @Test("DR-1: saveGState/restoreGState restore colours, CTM, alpha and clip; an unbalanced restore is logged")
    func stateStack() {
        var log: [String] = []
        let list = recorded { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.red.cgColor)
            context.saveGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.translateBy(x: 10, y: 10)
            context.setAlpha(0.5)
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            log = graphicsLogLines { context.restoreGState() }
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        #expect(list.commands.count == 3)
        #expect(list.commands[0].operation.fillRect?.0 == CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(list.commands[0].operation.fillRect?.1 == recordedColor(.blue))
        #expect(list.commands[0].alpha == 0.5)
        #expect(list.commands[0].clip?.rect == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(list.commands[1].operation.fillRect?.0 == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(list.commands[1].operation.fillRect?.1 == recordedColor(.red))
        #expect(list.commands[1].alpha == 1)
        #expect(list.commands[1].clip == nil)
        #expect(list.commands[2].operation.fillRect?.1 == recordedColor(.red), "the bad restore changed nothing")
        #expect(log.count == 1)
        #expect(log.first?.contains("restoreGState") == true)
    }

    @Test("DR-2: path points are mapped by the CTM of their call; painting consumes the path; lines need a point")
    func pathUnderTheCTM() {
        var emptyAfterStroke = false
        var ignoredLine = false
        var userSpaceBox = CGRect.null
        let list = recorded { renderer in
            let context = renderer.cgContext
            context.move(to: .zero)
            context.translateBy(x: 10, y: 0)
            context.addLine(to: CGPoint(x: 0, y: 10))
            userSpaceBox = context.boundingBoxOfPath
            context.strokePath()
            emptyAfterStroke = context.isPathEmpty
            context.addLine(to: CGPoint(x: 50, y: 50))
            ignoredLine = context.isPathEmpty
            context.fillPath()
        }
        #expect(list.commands.count == 1)
        guard case .stroke(let path, _, _) = list.commands.first?.operation else {
            Issue.record("expected a stroke, got \(list.operations)")
            return
        }
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 10))])
        #expect(userSpaceBox == CGRect(x: -10, y: 0, width: 10, height: 10), "the path read back in user space")
        #expect(emptyAfterStroke)
        #expect(ignoredLine, "a line without a current point is ignored")
    }

    @Test("DR-3: fills use the fill colour, strokes the stroke colour and line style (width scaled by the CTM)")
    func fillsAndStrokes() {
        let list = recorded { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.green.cgColor)
            context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.setLineWidth(3)
            context.setLineCap(.round)
            context.setLineJoin(.bevel)
            context.setLineDash(phase: 1, lengths: [4, 2])
            context.saveGState()
            context.scaleBy(x: 2, y: 2)
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.fillEllipse(in: CGRect(x: 20, y: 20, width: 30, height: 10))
            context.addRect(CGRect(x: 60, y: 60, width: 10, height: 10))
            context.drawPath(using: .fillStroke)
            context.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let ops = list.operations
        #expect(ops.count == 5)
        let stroke = ops[0].strokeInfo
        #expect(stroke?.0 == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(
            stroke?.1 == DrawingStrokeStyle(width: 6, cap: .round, join: .bevel, dashPhase: 2, dashLengths: [8, 4]))
        #expect(stroke?.2 == DisplayColor(r: 0, g: 0, b: 1, a: 1))
        #expect(ops[1].fillRect?.0 == CGRect(x: 20, y: 20, width: 30, height: 10))
        #expect(ops[1].fillRect?.1 == recordedColor(.green))
        #expect(ops[2].fillRect?.0 == CGRect(x: 60, y: 60, width: 10, height: 10), "fillStroke fills first")
        #expect(ops[3].strokeInfo?.1.width == 3)
        #expect(ops[4].clearedRect == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test("DR-4: clips narrow to rectangles and shapes, nothing is recorded in an empty clip, restore widens")
    func clipping() {
        var boxes: [CGRect] = []
        let list = recorded { renderer in
            let context = renderer.cgContext
            boxes.append(context.boundingBoxOfClipPath)
            context.saveGState()
            context.clip(to: CGRect(x: 10, y: 10, width: 80, height: 80))
            context.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
            context.clip()
            boxes.append(context.boundingBoxOfClipPath)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.clip(to: CGRect(x: 70, y: 70, width: 5, height: 5))
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.restoreGState()
            boxes.append(context.boundingBoxOfClipPath)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(
            boxes == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 20, y: 20, width: 40, height: 40),
                CGRect(x: 0, y: 0, width: 100, height: 100),
            ])
        #expect(list.commands.count == 2, "the fill in the empty clip is not recorded")
        let clip = list.commands[0].clip
        #expect(clip?.rect == CGRect(x: 20, y: 20, width: 40, height: 40))
        #expect(clip?.paths.count == 1)
        #expect(clip?.contains(CGPoint(x: 40, y: 40)) == true)
        #expect(clip?.contains(CGPoint(x: 21, y: 21)) == false, "outside the ellipse, inside its box")
        #expect(list.commands[1].clip == nil)
    }

    @Test("DR-5: the CTM starts at identity; translate, scale, rotate and concatenate apply before it")
    func transforms() {
        var ctms: [CGAffineTransform] = []
        var clipBox = CGRect.null
        let list = recorded { renderer in
            let context = renderer.cgContext
            ctms.append(context.ctm)
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            ctms.append(context.ctm)
            clipBox = context.boundingBoxOfClipPath
            context.rotate(by: .pi / 2)
            context.concatenate(CGAffineTransform(translationX: 1, y: 0))
            context.move(to: .zero)
            context.addLine(to: CGPoint(x: 1, y: 0))
            context.strokePath()
        }
        #expect(ctms[0] == .identity)
        #expect(ctms[1] == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
        #expect(clipBox == CGRect(x: -5, y: -10, width: 50, height: 50))
        guard case .stroke(let path, _, _) = list.commands.first?.operation,
            case .move(let start) = path.elements.first, case .line(let end) = path.elements.last
        else {
            Issue.record("expected a stroke, got \(list.operations)")
            return
        }
        // (0, 0) → concatenate (1, 0) → rotate a quarter turn clockwise on screen (0, 1) → scale (0, 2) → (10, 22).
        #expect(abs(start.x - 10) < 1e-9 && abs(start.y - 22) < 1e-9)
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 24) < 1e-9)
    }

    @Test("DR-6: CGImages draw y-up, UIImages upright; gradients keep their colours, locations and mapped points")
    func imagesAndGradients() throws {
        let stamp = try #require(recordedImage())
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                locations: [0, 1]))
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, "red"] as CFArray, locations: nil) == nil)
        #expect(gradient.color(at: 0.5) == DisplayColor(r: 0.5, g: 0, b: 0.5, a: 1))
        let list = recorded { renderer in
            let context = renderer.cgContext
            context.draw(stamp, in: CGRect(x: 10, y: 10, width: 20, height: 20))
            UIImage(cgImage: stamp).draw(in: CGRect(x: 50, y: 10, width: 20, height: 20))
            context.translateBy(x: 5, y: 5)
            context.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 0, y: 50), options: [.drawsAfterEndLocation])
        }
        #expect(list.commands.count == 3)
        guard case .image(let first, let rect, let transform) = list.commands[0].operation,
            case .image(_, _, let upright) = list.commands[1].operation,
            case .linearGradient(let recordedGradient, let start, let end, let options) = list.commands[2].operation
        else {
            Issue.record("unexpected operations \(list.operations)")
            return
        }
        #expect(first === stamp)
        #expect(
            CGPoint(x: 10, y: rect.minY).applying(transform) == CGPoint(x: 10, y: 30), "y-up: the top row at the bottom"
        )
        #expect(upright == .identity)
        #expect(recordedGradient == gradient)
        #expect(start == CGPoint(x: 5, y: 5) && end == CGPoint(x: 5, y: 55))
        #expect(options == .drawsAfterEndLocation)
    }

    /// A 10 × 10 image with one red fill.
    private func recordedImage() -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { renderer in
            UIColor.red.setFill()
            renderer.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.cgImage
    }
}
