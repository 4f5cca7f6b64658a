// Writes the commands of a `DrawingList` as SVG elements, collecting the definitions (clips, gradients, shadow
// filters) they refer to.
//
// Invariants: ids are `c<n>`, `g<n>` and `f<n>` numbered in writing order, so the same drawing writes the same
// text; nested image drawings are written at most 8 levels deep (an image drawn into itself cannot recurse forever).
#if !_runtime(_ObjC)
    import Foundation

    /// The state of one SVG document being written from drawing commands.
    struct SVGDrawingWriter {
        /// What `clear` paints.
        let background: DisplayColor?
        /// The `<defs>` content so far.
        var defs = ""
        private var nextID = 0

        init(background: DisplayColor?) {
            self.background = background
        }

        /// Appends `commands` to `out`, each in its own group.
        mutating func write(_ commands: [DrawingCommand], into out: inout String, depth: Int) {
            guard depth < 8 else { return }
            for command in commands {
                let element = self.element(command.operation, depth: depth)
                guard !element.isEmpty else { continue }
                out += "<g" + groupAttributes(command) + ">" + element + "</g>\n"
            }
        }

        private mutating func groupAttributes(_ command: DrawingCommand) -> String {
            var attributes = ""
            if let clip = command.clip { attributes += " clip-path=\"url(#\(clipID(clip)))\"" }
            if command.alpha < 1 { attributes += " opacity=\"\(SVGText.number(max(command.alpha, 0)))\"" }
            if let shadow = command.shadow, shadow.color.a > 0 {
                let id = newID("f")
                let n: (CGFloat) -> String = SVGText.number
                defs += "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
                defs += "<feDropShadow dx=\"\(n(shadow.offset.width))\" dy=\"\(n(shadow.offset.height))\" "
                defs += "stdDeviation=\"\(n(max(shadow.blur, 0) / 2))\" flood-color=\"\(SVGText.hex(shadow.color))\" "
                defs += "flood-opacity=\"\(n(shadow.color.a))\"/></filter>\n"
                attributes += " filter=\"url(#\(id))\""
            }
            if let mode = SVGDrawingWriter.cssBlendMode(command.blendMode) {
                attributes += " style=\"mix-blend-mode:\(mode)\""
            }
            return attributes
        }

        private mutating func element(_ operation: DrawingOperation, depth: Int) -> String {
            let n: (CGFloat) -> String = SVGText.number
            switch operation {
            case .fill(let path, let rule, let color):
                let evenOdd = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
                return
                    "<path d=\"\(SVGDrawingWriter.pathData(path))\"\(evenOdd) \(SVGDrawingWriter.paint("fill", color))/>"
            case .stroke(let path, let style, let color):
                var out = "<path d=\"\(SVGDrawingWriter.pathData(path))\" fill=\"none\" "
                out += SVGDrawingWriter.paint("stroke", color) + " stroke-width=\"\(n(style.width))\""
                out += " stroke-linecap=\"\(["butt", "round", "square"][Int(style.cap.rawValue)])\""
                out += " stroke-linejoin=\"\(["miter", "round", "bevel"][Int(style.join.rawValue)])\""
                out += " stroke-miterlimit=\"\(n(style.miterLimit))\""
                if !style.dashLengths.isEmpty {
                    out += " stroke-dasharray=\"\(style.dashLengths.map { n($0) }.joined(separator: " "))\""
                    out += " stroke-dashoffset=\"\(n(style.dashPhase))\""
                }
                return out + "/>"
            case .clear(let path):
                let color = background ?? .clear
                return "<path d=\"\(SVGDrawingWriter.pathData(path))\" \(SVGDrawingWriter.paint("fill", color))/>"
            case .image(let image, let rect, let transform):
                guard let drawing = image.drawing, !drawing.isEmpty else { return "" }
                let size = image.drawingSize
                guard size.width > 0, size.height > 0 else { return "" }
                let place = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
                    .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(transform)
                var inner = ""
                write(drawing.commands, into: &inner, depth: depth + 1)
                return "<g transform=\"\(SVGDrawingWriter.matrix(place))\">\n" + inner + "</g>"
            case .linearGradient(let gradient, let start, let end, let options):
                let id = newID("g")
                defs += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" "
                defs += "y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">"
                defs += SVGDrawingWriter.stops(gradient) + "</linearGradient>\n"
                let band = GradientGeometry.linearBand(start: start, end: end, options: options)
                return "<path d=\"\(SVGDrawingWriter.pathData(band))\" fill=\"url(#\(id))\"/>"
            case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options):
                let id = newID("g")
                defs += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(c1.x))\" "
                defs += "cy=\"\(n(c1.y))\" r=\"\(n(max(r1, 0)))\" fx=\"\(n(c0.x))\" fy=\"\(n(c0.y))\" "
                defs += "fr=\"\(n(max(r0, 0)))\">" + SVGDrawingWriter.stops(gradient) + "</radialGradient>\n"
                let area = GradientGeometry.radialArea(
                    startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1, options: options)
                return "<path d=\"\(SVGDrawingWriter.pathData(area))\" fill-rule=\"evenodd\" fill=\"url(#\(id))\"/>"
            case .text(let run):
                let box = run.rect
                var out = "<text transform=\"\(SVGDrawingWriter.matrix(run.transform))\" x=\"\(n(box.minX))\" "
                out += "y=\"\(n(box.minY + run.baseline))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" "
                out += "font-size=\"\(n(run.fontSize))\" \(SVGDrawingWriter.paint("fill", run.color))"
                if box.width > 0 { out += " textLength=\"\(n(box.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
                return out + " xml:space=\"preserve\">\(SVGText.escape(run.string))</text>"
            }
        }

        private mutating func clipID(_ clip: DrawingClip) -> String {
            let n: (CGFloat) -> String = SVGText.number
            var id = newID("c")
            let r = clip.rect
            defs += "<clipPath id=\"\(id)\"><rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" "
            defs += "height=\"\(n(r.height))\"/></clipPath>\n"
            // Each clip shape narrows the one before it: a clip path may itself be clipped.
            for shape in clip.paths {
                let inner = newID("c")
                let rule = shape.rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
                defs += "<clipPath id=\"\(inner)\" clip-path=\"url(#\(id))\"><path d=\""
                defs += SVGDrawingWriter.pathData(shape.path) + "\"\(rule)/></clipPath>\n"
                id = inner
            }
            return id
        }

        private mutating func newID(_ prefix: String) -> String {
            nextID += 1
            return prefix + String(nextID)
        }

        /// `fill="#rrggbb"` (or stroke) with its opacity when below 1.
        static func paint(_ attribute: String, _ color: DisplayColor) -> String {
            var out = "\(attribute)=\"\(SVGText.hex(color))\""
            if color.a < 1 { out += " \(attribute)-opacity=\"\(SVGText.number(color.a))\"" }
            return out
        }

        static func matrix(_ t: CGAffineTransform) -> String {
            let n: (CGFloat) -> String = SVGText.number
            return "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))"
        }

        static func stops(_ gradient: CGGradient) -> String {
            zip(gradient.locations, gradient.colors).map { location, color in
                let c = DisplayColor(cgColor: color)
                return "<stop offset=\"\(SVGText.number(location))\" stop-color=\"\(SVGText.hex(c))\" "
                    + "stop-opacity=\"\(SVGText.number(c.a))\"/>"
            }.joined()
        }

        static func pathData(_ path: DrawingPath) -> String {
            let n: (CGFloat) -> String = SVGText.number
            var out = ""
            for element in path.elements {
                switch element {
                case .move(let p): out += "M\(n(p.x)),\(n(p.y))"
                case .line(let p): out += "L\(n(p.x)),\(n(p.y))"
                case .quadCurve(let p, let c): out += "Q\(n(c.x)),\(n(c.y)) \(n(p.x)),\(n(p.y))"
                case .curve(let p, let c1, let c2):
                    out += "C\(n(c1.x)),\(n(c1.y)) \(n(c2.x)),\(n(c2.y)) \(n(p.x)),\(n(p.y))"
                case .close: out += "Z"
                }
            }
            return out
        }

        /// The CSS name of a separable or non-separable blend mode; nil for `.normal` and the Porter–Duff modes.
        static func cssBlendMode(_ mode: CGBlendMode) -> String? {
            switch mode {
            case .multiply: "multiply"
            case .screen: "screen"
            case .overlay: "overlay"
            case .darken: "darken"
            case .lighten: "lighten"
            case .colorDodge: "color-dodge"
            case .colorBurn: "color-burn"
            case .softLight: "soft-light"
            case .hardLight: "hard-light"
            case .difference: "difference"
            case .exclusion: "exclusion"
            case .hue: "hue"
            case .saturation: "saturation"
            case .color: "color"
            case .luminosity: "luminosity"
            default: nil
            }
        }
    }
#endif
