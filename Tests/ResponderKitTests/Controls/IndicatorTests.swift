// Activity indicators and progress views: a stopped indicator that hides when stopped is hidden, so a tap reaches
// what is behind it (HT-2); a running one is hit. Styles size the indicator; progress is clamped to 0 … 1.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Activity indicators and progress views (HT-2)")
struct IndicatorTests {
    @Test("HT-2: a stopped indicator is hidden and not hit; a tap reaches the button behind; animating, it is hit")
    func stoppedIndicatorIsNotHit() throws {
        let stage = ControlFixtures.Stage()
        let button = stage.add(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let taps = ControlFixtures.Counter()
        button.addAction(UIAction { _ in taps.value += 1 }, for: .touchUpInside)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 50, y: 50)
        stage.add(spinner)
        #expect(spinner.isHidden)
        #expect(!spinner.isAnimating)

        try ContainerFixtures.tap(button, stage)
        #expect(taps.value == 1)

        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(!spinner.isHidden)
        #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === spinner)
        try ContainerFixtures.tap(button, stage)
        #expect(taps.value == 1)

        spinner.stopAnimating()
        #expect(spinner.isHidden)
        try ContainerFixtures.tap(button, stage)
        #expect(taps.value == 2)
    }

    @Test("HT-2: with hidesWhenStopped false, a stopped indicator shows and is hit")
    func visibleWhenStopped() {
        let stage = ControlFixtures.Stage()
        let spinner = stage.add(UIActivityIndicatorView(style: .medium))
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(stage.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === spinner)
        spinner.hidesWhenStopped = true
        #expect(spinner.isHidden)
        #expect(stage.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === stage.window)
    }

    @Test("Styles: large ones are 37 points, the others 20; colour defaults per style and nil restores it")
    func stylesAndColour() {
        let sizes = [UIActivityIndicatorView.Style.medium, .large, .white, .gray, .whiteLarge].map {
            UIActivityIndicatorView(style: $0).bounds.size.width
        }
        #expect(sizes == [20, 37, 20, 20, 37])
        let spinner = UIActivityIndicatorView(frame: .zero)
        #expect(spinner.style == .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.style = .large
        #expect(spinner.sizeThatFits(.zero) == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        spinner.color = .red
        #expect(spinner.color == .red)
        spinner.color = nil
        #expect(spinner.color == .secondaryLabel)
    }

    @Test("Progress is clamped to 0 … 1; colours and images are stored; the bar is 4 points high")
    func progressView() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: true)
        #expect(bar.progress == 0.25)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-2, animated: false)
        #expect(bar.progress == 0)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray5
        #expect(bar.progressTintColor == .systemGreen)
        #expect(bar.trackTintColor == .systemGray5)
        #expect(bar.sizeThatFits(CGSize(width: 200, height: 50)) == CGSize(width: 200, height: 4))
        #expect(bar.intrinsicContentSize.height == 4)
        #expect(UIProgressView(frame: .zero).progressViewStyle == .default)
    }
}
