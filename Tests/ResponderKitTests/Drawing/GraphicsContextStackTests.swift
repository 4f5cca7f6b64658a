// The current graphics context and its stack, image contexts and image renderers (docs/spec-drawing.md DR-7 to
// DR-9), and drawing with no current context or unbalanced pushes and pops (DR-13): logged, never a crash.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Graphics context stack")
struct GraphicsContextStackTests {
    @Test("DR-7: the current context is the renderer's while its actions run; push and pop nest; a bare pop is logged")
    func currentContextStack() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var seen: [CGContext?] = []
        var inner: CGContext?
        let list = recorded { renderer in
            seen.append(UIGraphicsGetCurrentContext())
            _ = recorded { innerRenderer in
                inner = innerRenderer.cgContext
                UIGraphicsPushContext(renderer.cgContext)
                seen.append(UIGraphicsGetCurrentContext())
                UIGraphicsPopContext()
                seen.append(UIGraphicsGetCurrentContext())
            }
            seen.append(UIGraphicsGetCurrentContext())
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(seen[0] === renderer.cgContext)
            #expect(seen[1] === renderer.cgContext)
        }
        #expect(seen[2] === inner, "popping returns to the inner renderer's context")
        #expect(seen[3] === seen[0])
        #expect(list.operations.first?.fillRect?.1 == recordedColor(.red))
        #expect(UIGraphicsGetCurrentContext() == nil)
        let log = graphicsLogLines { UIGraphicsPopContext() }
        #expect(log.count == 1)
        #expect(log.first?.contains("UIGraphicsPopContext") == true)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("DR-8: an image context draws an image of its size and scale (0: the screen's); ending it restores the stack")
    func imageContexts() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 80 && image.cgImage?.height == 60)
        #expect(image.cgImage?.drawing?.operations.first?.fillRect?.1 == recordedColor(.blue))

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 0)
        let screenScaled = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(screenScaled?.scale == UIScreen.main.scale)
        #expect(screenScaled?.cgImage?.width == Int(10 * UIScreen.main.scale))

        let log = graphicsLogLines {
            UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            UIGraphicsEndImageContext()
        }
        #expect(log.count == 2, "the empty size and the end without an image context")
        #expect(log.first?.contains("size={0.0, 0.0}") == true)
        #expect(log.last?.contains("UIGraphicsEndImageContext") == true)
    }

    @Test("DR-9: UIGraphicsImageRenderer makes an image of its bounds at the format's scale, with what was drawn")
    func imageRenderer() throws {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque)
        format.scale = 2
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 30, height: 20), format: format)
        #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(renderer.format.scale == 2)
        #expect(renderer.allowsImageOutput)
        var midway: UIImage?
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
            midway = context.currentImage
            context.stroke(CGRect(x: 20, y: 20, width: 5, height: 5), blendMode: .multiply)
        }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 60 && cgImage.height == 40)
        let commands = try #require(cgImage.drawing?.commands)
        #expect(commands.count == 3)
        #expect(commands[0].operation.fillRect?.0 == CGRect(x: 0, y: 0, width: 30, height: 20), "opaque starts black")
        #expect(commands[0].operation.fillRect?.1 == DisplayColor(r: 0, g: 0, b: 0, a: 1))
        #expect(commands[1].operation.fillRect?.0 == CGRect(x: 0, y: 0, width: 5, height: 5), "bounds origin at 0")
        #expect(commands[2].blendMode == .multiply)
        #expect(midway?.cgImage?.drawing?.commands.count == 2)
    }

    @Test("DR-13: with no current context, colours, paths, images and strings draw nothing and log; nothing traps")
    func noCurrentContext() {
        let log = graphicsLogLines {
            UIColor.red.setFill()
            UIColor.red.setStroke()
            UIColor.red.set()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).stroke()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).addClip()
            UIImage(size: CGSize(width: 4, height: 4)).draw(at: .zero)
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ("text" as NSString).draw(at: .zero, withAttributes: nil)
        }
        #expect(log.count == 9)
        #expect(log.allSatisfy { $0.contains("invalid context 0x0") })
        #expect(log[1].hasPrefix("UIColor.setStroke()"))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("DR-13: a renderer's actions that push without popping, or pop its context, leave the stack as it was")
    func unbalancedPushAndPop() throws {
        let other = try #require(recordedContext())
        var afterPop: CGContext?
        let log = graphicsLogLines {
            _ = recorded { _ in
                UIGraphicsPushContext(other)
                UIGraphicsPushContext(other)
            }
            #expect(UIGraphicsGetCurrentContext() == nil)
            _ = recorded { _ in
                UIGraphicsPopContext()
                afterPop = UIGraphicsGetCurrentContext()
            }
        }
        #expect(afterPop == nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(log.count == 2)
        #expect(log[0].contains("left 2 graphics context(s) pushed"))
        #expect(log[1].contains("popped a graphics context it did not push"))
    }

    /// A context of an image renderer, kept after its actions.
    private func recordedContext() -> CGContext? {
        var kept: CGContext?
        _ = recorded { kept = $0.cgContext }
        return kept
    }
}
