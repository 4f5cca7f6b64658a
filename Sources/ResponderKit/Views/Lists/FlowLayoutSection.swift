// One section of a flow layout, worked out along two axes: the scrolling axis ("main": y for a vertical flow, x
// for a horizontal one), along which lines follow each other, and the cross axis, along which items fill a line.
//
// Invariants: every item is in exactly one line, in order; a line holds as many items as fit across the available
// length with the minimum interitem spacing (at least one); an item is centred on its line's main axis. Lines other
// than the last are justified; a line of one item is centred; the last line keeps the gap of the line before it
// (**chosen**, so a grid's last line stays in its columns), else the minimum spacing, from the leading edge.
import Foundation

/// The frames of one section of a flow layout.
struct FlowLayoutSection {
    /// What the layout knows of the section before placing it, all sizes already made valid.
    struct Metrics {
        var itemSizes: [CGSize]
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    /// Where the section ends along the main axis.
    var end: CGFloat = 0
    /// Whether an item is wider (taller, in a horizontal flow) than the room across a line.
    var hasOversizedItem = false

    /// Lays out a section from `start` along the main axis, across `extent` of which `crossInsets`
    /// (before, after) belong to the section inset reference.
    init(
        _ metrics: Metrics, start: CGFloat, crossLength extent: CGFloat, crossInsets: (CGFloat, CGFloat), vertical: Bool
    ) {
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func crossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        let inset = metrics.inset
        let (insetBefore, insetAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (crossBefore, crossAfter) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)

        var main = start
        let headerLength = mainLength(metrics.headerSize)
        if headerLength > 0 {
            header = rect(main: main, cross: 0, mainLength: headerLength, crossLength: extent)
            main += headerLength
        }
        main += insetBefore
        let crossStart = crossInsets.0 + crossBefore
        let available = extent - crossInsets.0 - crossInsets.1 - crossBefore - crossAfter
        let spacing = metrics.interitemSpacing
        items = Array(repeating: .zero, count: metrics.itemSizes.count)

        var lineStart = 0
        var previousGap: CGFloat?
        while lineStart < metrics.itemSizes.count {
            // Fill a line: as many items as fit with the minimum spacing, at least one.
            var used = crossLength(metrics.itemSizes[lineStart])
            var lineEnd = lineStart + 1
            while lineEnd < metrics.itemSizes.count {
                let next = used + spacing + crossLength(metrics.itemSizes[lineEnd])
                if next > available + 0.0001 { break }
                used = next
                lineEnd += 1
            }
            let count = lineEnd - lineStart
            let isLast = lineEnd == metrics.itemSizes.count
            var total: CGFloat = 0
            var lineMain: CGFloat = 0
            for index in lineStart..<lineEnd {
                total += crossLength(metrics.itemSizes[index])
                lineMain = max(lineMain, mainLength(metrics.itemSizes[index]))
            }
            if total > available { hasOversizedItem = true }
            var cross = crossStart
            var gap = spacing
            if count == 1 {
                cross = crossStart + max(0, (available - total) / 2)
            } else if !isLast {
                gap = (available - total) / CGFloat(count - 1)
                previousGap = gap
            } else if let previousGap, total + previousGap * CGFloat(count - 1) <= available {
                gap = previousGap
            }
            for index in lineStart..<lineEnd {
                let size = metrics.itemSizes[index]
                let itemMain = mainLength(size)
                items[index] = rect(
                    main: main + (lineMain - itemMain) / 2, cross: cross, mainLength: itemMain,
                    crossLength: crossLength(size))
                cross += crossLength(size) + gap
            }
            main += lineMain
            if !isLast { main += metrics.lineSpacing }
            lineStart = lineEnd
        }
        main += insetAfter
        let footerLength = mainLength(metrics.footerSize)
        if footerLength > 0 {
            footer = rect(main: main, cross: 0, mainLength: footerLength, crossLength: extent)
            main += footerLength
        }
        end = main
    }
}
