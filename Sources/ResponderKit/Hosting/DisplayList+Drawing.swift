// A window's display list as one recorded drawing: what a screenshot of a rectangle of the window shows, for an SVG
// writer or a rasterizer to turn into a picture.
//
// Invariants:
// - Commands are in the display list's painter's order; an item gives its fill, then its text, then its recorded
//   drawing, as a host draws them.
// - Every command is clipped to the cropped rectangle and to its item's clip (and keeps its own clip inside that);
//   coordinates start at the cropped rectangle's top left corner, in points.
// - Text has no glyphs here: a text item becomes a run of the measured width, placed in its rectangle as a host
//   places it (vertically centred, aligned by its alignment).
#if !_runtime(_ObjC)
    import Foundation

    extension DisplayList {
        /// The display list as a ``DrawingList`` of the window's rectangle `rect` (window points): every item moved
        /// so that `rect`'s top left corner is the origin and clipped to `rect`, in painter's order.
        ///
        /// A filled item becomes a `.fill` of its (transformed) rectangle, a text item a `.text` run measured with
        /// `measurer` (the application's ``UIApplication/textMeasurer`` gives the widths the views were laid out
        /// with) and placed as a host places ``DisplayText``, and a recorded drawing its own commands. Items
        /// entirely outside `rect` add nothing. An empty or non-finite `rect` gives an empty list.
        @MainActor
        public func drawing(in rect: CGRect, measuringWith measurer: any TextMeasuring) -> DrawingList {
            let crop = rect.standardized
            guard !crop.isEmpty, crop.origin.x.isFinite, crop.origin.y.isFinite, crop.width.isFinite,
                crop.height.isFinite
            else { return DrawingList() }
            let shift = CGAffineTransform(translationX: -crop.minX, y: -crop.minY)
            var commands: [DrawingCommand] = []
            for item in items {
                let box = DisplayListBuilder.boundingBox(of: item.rect, under: item.transform)
                let windowClip = item.clip.map { $0.intersection(crop) } ?? crop
                guard !windowClip.isEmpty else { continue }
                let clip = DrawingClip(rect: windowClip.applying(shift))
                let toCrop = item.transform.concatenating(shift)
                if item.color.a > 0, box.intersects(windowClip) {
                    var geometry = PathGeometry()
                    geometry.addRect(item.rect)
                    geometry.apply(toCrop)
                    commands.append(
                        DrawingCommand(
                            operation: .fill(DrawingPath(geometry), rule: .winding, color: item.color), clip: clip))
                }
                if let text = item.text, box.intersects(windowClip) {
                    let run = DisplayList.run(text, in: item.rect, transform: toCrop, measurer: measurer)
                    commands.append(DrawingCommand(operation: .text(run), clip: clip))
                }
                if let drawing = item.drawing {
                    for command in drawing.commands {
                        var moved = command.applying(toCrop)
                        let own = moved.clip
                        let narrowed = own.map { $0.rect.intersection(clip.rect) } ?? clip.rect
                        guard !narrowed.isEmpty else { continue }
                        moved.clip = DrawingClip(rect: narrowed, paths: own?.paths ?? [])
                        commands.append(moved)
                    }
                }
            }
            return DrawingList(commands: commands)
        }

        /// The run a host draws for `text` in `rect`: one line of the measured width, vertically centred, aligned
        /// horizontally (natural and justified as left).
        @MainActor
        static func run(
            _ text: DisplayText, in rect: CGRect, transform: CGAffineTransform, measurer: any TextMeasuring
        ) -> DrawingTextRun {
            let font = UIFont.systemFont(ofSize: text.fontSize)
            let metrics = measurer.lineMetrics(of: font)
            let width = measurer.width(of: Substring(text.string), in: font)
            let height = metrics.ascender - metrics.descender
            let x: CGFloat
            switch text.alignment {
            case .center: x = rect.midX - width / 2
            case .right: x = rect.maxX - width
            default: x = rect.minX
            }
            let box = CGRect(x: x, y: rect.midY - height / 2, width: width, height: height)
            return DrawingTextRun(
                string: text.string, fontName: font.fontName, fontSize: text.fontSize, color: text.color, rect: box,
                baseline: metrics.ascender, transform: transform)
        }
    }
#endif
