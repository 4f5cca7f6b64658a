// UIPageControl (spec CT-5, CT-7, CT-8, GR-25): a tap on the right half moves one page forward, on the left half
// one page back, sending .valueChanged; values set in code send nothing; a disabled control ignores taps.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Page control (CT-8)")
struct PageControlTests {
    private typealias Fixtures = ControlFixtures

    private let frame = CGRect(x: 100, y: 100, width: 200, height: 26)

    /// A page control of `pages` pages on `page`, whose `.valueChanged` appends the current page to the result.
    private func pageControl(
        _ stage: Fixtures.Stage, pages: Int = 3, page: Int = 0
    ) -> (UIPageControl, () -> [Int]) {
        let control = stage.add(UIPageControl(frame: frame))
        control.numberOfPages = pages
        control.currentPage = page
        var readings: [Int] = []
        control.addAction(UIAction { [unowned control] _ in readings.append(control.currentPage) }, for: .valueChanged)
        return (control, { readings })
    }

    private func tap(_ control: UIPageControl, x: CGFloat, _ stage: Fixtures.Stage) throws {
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: CGPoint(x: x, y: 13), in: control)
    }

    @Test("CT-8: a tap on the right half moves one page forward, on the left half one back, each sending .valueChanged")
    func tapsMovePages() throws {
        let stage = Fixtures.Stage()
        let (control, readings) = pageControl(stage)

        try tap(control, x: 150, stage)
        try tap(control, x: 190, stage)
        try tap(control, x: 10, stage)
        #expect(control.currentPage == 1)
        #expect(readings() == [1, 2, 1])
    }

    @Test("CT-8: at the last page a forward tap changes nothing and sends no .valueChanged; likewise at the first")
    func edgesSendNothing() throws {
        let stage = Fixtures.Stage()
        let (control, readings) = pageControl(stage, pages: 2, page: 1)

        try tap(control, x: 150, stage)
        #expect(control.currentPage == 1)
        try tap(control, x: 50, stage)
        try tap(control, x: 50, stage)
        #expect(control.currentPage == 0)
        #expect(readings() == [0])
        #expect(stage.sentEvents(of: control).filter { $0.contains("touchUpInside") }.count == 3)
    }

    @Test("CT-8: setting numberOfPages and currentPage in code clamps and sends nothing")
    func codeChangesSendNothing() {
        let stage = Fixtures.Stage()
        let (control, readings) = pageControl(stage, pages: 5, page: 4)

        control.numberOfPages = 3
        #expect(control.currentPage == 2)
        control.currentPage = 10
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.numberOfPages = -4
        #expect(control.numberOfPages == 0)
        #expect(control.currentPage == 0)
        #expect(readings().isEmpty)
        #expect(stage.tracer.entries.isEmpty)
    }

    @Test("CT-7: a disabled page control ignores taps; enabled again it moves")
    func disabled() throws {
        let stage = Fixtures.Stage()
        let (control, readings) = pageControl(stage)
        control.isEnabled = false

        try tap(control, x: 150, stage)
        #expect(control.currentPage == 0)
        #expect(stage.sentEvents(of: control).isEmpty)

        control.isEnabled = true
        try tap(control, x: 150, stage)
        #expect(readings() == [1])
    }

    @Test("CT-5: a touch released far outside the control changes nothing")
    func releaseOutside() throws {
        let stage = Fixtures.Stage()
        let (control, readings) = pageControl(stage)

        try stage.sim.drag(from: CGPoint(x: 150, y: 13), to: CGPoint(x: 150, y: 300), in: control)
        #expect(control.currentPage == 0)
        #expect(readings().isEmpty)
        #expect(stage.sentEvents(of: control).last == "touchUpOutside")
    }

    @Test("CT-8: with one page, hidden or not, a tap changes nothing")
    func singlePage() throws {
        let stage = Fixtures.Stage()
        let (control, readings) = pageControl(stage, pages: 1)
        control.hidesForSinglePage = true

        try tap(control, x: 150, stage)
        try tap(control, x: 50, stage)
        #expect(control.currentPage == 0)
        #expect(readings().isEmpty)
        #expect(stage.sentEvents(of: control).count == 4, "the touches still reached the control")
    }

    @Test("GR-25: a page control beats an ancestor's single tap: it moves, the tap fails")
    func beatsAncestorTap() throws {
        let stage = Fixtures.Stage()
        let container = stage.add(UIView(frame: stage.window.bounds))
        var taps = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let control = UIPageControl(frame: frame)
        control.numberOfPages = 3
        container.addSubview(control)

        try stage.sim.tap(at: CGPoint(x: 150, y: 13), in: control)
        #expect(control.currentPage == 1)
        #expect(taps == 0)
    }

    @Test("size(forNumberOfPages:) grows by 16 points a page")
    func sizeForPages() {
        let control = UIPageControl(frame: .zero)
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 26))
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 39, height: 26))
    }
}
