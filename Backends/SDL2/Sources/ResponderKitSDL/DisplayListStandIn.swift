// STAND-IN for contract 4 (the host helper's `UIWindow.displayList()` in the core). Delete this file when the
// `host` branch is merged: the renderer uses only the contract's names.
import Foundation
import ResponderKit

struct DisplayColor: Equatable {
    var r: Double
    var g: Double
    var b: Double
    var a: Double
}

struct DisplayText: Equatable {
    var string: String
    var fontSize: CGFloat
    var color: DisplayColor
    var alignment: NSTextAlignment
}

struct DisplayItem: Equatable {
    var rect: CGRect
    var transform: CGAffineTransform
    var clip: CGRect?
    var color: DisplayColor
    var text: DisplayText?
}

struct DisplayList: Equatable {
    var items: [DisplayItem]
}

extension UIWindow {
    func displayList() -> DisplayList {
        var items: [DisplayItem] = []
        var stack: [(UIView, Double)] = [(self, 1)]
        while let (view, parentAlpha) = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            let alpha = parentAlpha * Double(view.alpha)
            let origin = view.convert(view.bounds.origin, to: self)
            let xAxis = view.convert(CGPoint(x: view.bounds.minX + 1, y: view.bounds.minY), to: self)
            let yAxis = view.convert(CGPoint(x: view.bounds.minX, y: view.bounds.minY + 1), to: self)
            let transform = CGAffineTransform(
                a: xAxis.x - origin.x, b: xAxis.y - origin.y, c: yAxis.x - origin.x, d: yAxis.y - origin.y,
                tx: origin.x - view.bounds.minX * (xAxis.x - origin.x) - view.bounds.minY * (yAxis.x - origin.x),
                ty: origin.y - view.bounds.minX * (xAxis.y - origin.y) - view.bounds.minY * (yAxis.y - origin.y))
            var r: CGFloat = 0
            var g: CGFloat = 0
            var b: CGFloat = 0
            var a: CGFloat = 0
            if let color = view.backgroundColor, color.getRed(&r, green: &g, blue: &b, alpha: &a) {
                let display = DisplayColor(r: Double(r), g: Double(g), b: Double(b), a: Double(a) * alpha)
                items.append(DisplayItem(rect: view.bounds, transform: transform, clip: nil, color: display, text: nil))
            }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty {
                let color = DisplayColor(r: 0, g: 0, b: 0, a: alpha)
                let display = DisplayText(string: text, fontSize: 17, color: color, alignment: label.textAlignment)
                items.append(
                    DisplayItem(
                        rect: view.bounds, transform: transform, clip: nil, color: DisplayColor(r: 0, g: 0, b: 0, a: 0),
                        text: display))
            }
            for subview in view.subviews.reversed() { stack.append((subview, alpha)) }
        }
        return DisplayList(items: items)
    }
}
