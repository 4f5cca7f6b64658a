// The Visual Format Language through the layout engine: Apple's examples solved to the frames the Auto Layout Guide
// draws (AL-81, AL-82, AL-85), and a refused format reported to the views' application (AL-88). Expected frames are
// worked out by hand from the standard spacings (8 between views, 20 to the superview's edge) in a 320 x 480 window.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("The Visual Format Language, laid out")
struct VisualFormatLayoutTests {
    /// A stage whose window holds one container filling it and the named subviews of that container.
    private func stage(_ names: [String]) -> (Stage, UIView, [String: UIView]) {
        let stage = Stage()
        let container = UIView(frame: stage.window.bounds)
        stage.window.addSubview(container)
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        return (stage, container, views)
    }

    private func activate(
        _ formats: [String], _ views: [String: UIView], _ options: NSLayoutConstraint.FormatOptions = []
    ) {
        for format in formats {
            let constraints = NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: ["height": 30], views: views)
            #expect(!constraints.isEmpty, "\(format)")
            NSLayoutConstraint.activate(constraints)
        }
    }

    @Test("AL-81: |-50-[purpleBox]-50-| and V:|-50-[purpleBox]-50-| inset the box 50 points from every edge")
    func connectionToSuperview() {
        let (stage, container, views) = stage(["purpleBox"])
        activate(["|-50-[purpleBox]-50-|", "V:|-50-[purpleBox]-50-|"], views)
        container.layoutIfNeeded()
        #expect(views["purpleBox"]?.frame == CGRect(x: 50, y: 50, width: 220, height: 380))
        _ = stage
    }

    @Test("AL-82: |-[find]-[findNext]-[findField(>=20)]-| spaces the row by 8 and 20 and stretches the last field")
    func completeLine() {
        let (stage, container, views) = stage(["find", "findNext", "findField"])
        activate(
            [
                "|-[find(60)]-[findNext(80)]-[findField(>=20)]-|", "V:|-[find(height)]", "V:|-[findNext(height)]",
                "V:|-[findField(height)]",
            ], views)
        container.layoutIfNeeded()
        // find at 20; findNext at 20 + 60 + 8 = 88; findField at 88 + 80 + 8 = 176, up to 320 - 20 = 300.
        #expect(views["find"]?.frame == CGRect(x: 20, y: 20, width: 60, height: 30))
        #expect(views["findNext"]?.frame == CGRect(x: 88, y: 20, width: 80, height: 30))
        #expect(views["findField"]?.frame == CGRect(x: 176, y: 20, width: 124, height: 30))
        _ = stage
    }

    @Test("AL-85: the default direction mirrors in a right-to-left container; left-to-right does not")
    func directions() {
        let (stage, container, views) = stage(["maroonView", "blueView"])
        container.semanticContentAttribute = .forceRightToLeft
        activate(["|-10-[maroonView(100)][blueView(50)]", "V:|[maroonView(height)]", "V:|[blueView(height)]"], views)
        container.layoutIfNeeded()
        // Leading is the right edge: maroonView ends at 320 - 10 = 310, blueView is flush to its left.
        #expect(views["maroonView"]?.frame == CGRect(x: 210, y: 0, width: 100, height: 30))
        #expect(views["blueView"]?.frame == CGRect(x: 160, y: 0, width: 50, height: 30))

        let (other, fixed, ltr) = self.stage(["maroonView", "blueView"])
        fixed.semanticContentAttribute = .forceRightToLeft
        activate(["|-10-[maroonView(100)][blueView(50)]"], ltr, .directionLeftToRight)
        activate(["V:|[maroonView(height)]", "V:|[blueView(height)]"], ltr)
        fixed.layoutIfNeeded()
        #expect(ltr["maroonView"]?.frame == CGRect(x: 10, y: 0, width: 100, height: 30))
        #expect(ltr["blueView"]?.frame == CGRect(x: 110, y: 0, width: 50, height: 30))
        _ = (stage, other)
    }

    @Test("AL-88: a refused format goes to the views' application as a layout error with UIKit's text")
    func refusalIsTraced() {
        let (stage, _, views) = stage(["button"])
        var logged: [String] = []
        stage.app.layoutLog = { logged.append($0) }
        stage.app.tracer = stage.tracer
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[button]-10-", metrics: nil, views: views)
        #expect(constraints.isEmpty)
        let text =
            "Unable to parse constraint format: \nExpected a view or '|' after the connection\nH:|-[button]-10-\n"
            + String(repeating: " ", count: 16) + "^"
        #expect(logged == ["[LayoutConstraints] error: " + text])
        #expect(stage.tracer.lines == ["layout error: " + text])
        // A good format reports nothing.
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[button]-10-|", metrics: nil, views: views)
        #expect(logged.count == 1)
    }
}
