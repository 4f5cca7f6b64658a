// A row of page dots: a tap on the left half moves one page back, on the right half one page forward (CT-8).
//
// Invariant: `currentPage` is always within 0 ..< max(numberOfPages, 1); user changes send `.valueChanged`,
// changes in code send nothing.
import Foundation

/// A control that displays a horizontal series of dots, each of which corresponds to a page.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The distance from one dot's centre to the next, for ``size(forNumberOfPages:)``.
    public static let indicatorPitch: CGFloat = 16
    /// The diameter of a dot, for ``size(forNumberOfPages:)``.
    public static let indicatorDiameter: CGFloat = 7
    /// The height ``size(forNumberOfPages:)`` answers.
    public static let indicatorAreaHeight: CGFloat = 26

    private var storedPages = 0
    private var storedCurrentPage = 0

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of pages (never negative). Reducing it moves the current page to the last one left.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            let oldPages = storedPages
            let pages = max(newValue, 0)
            storedPages = pages
            noteViewChange()
            storedCurrentPage = clamp(storedCurrentPage)
            if pages != oldPages { invalidateIntrinsicContentSize() }
        }
    }

    /// The current page, clamped to the pages. Setting it in code sends no event (CT-8).
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = clamp(newValue)
            noteViewChange()
        }
    }

    /// Whether the dots are hidden when there is only one page: drawn only by a backend. With one page a tap
    /// changes nothing either way.
    open var hidesForSinglePage = false

    /// The colour of the dots of the other pages; nil uses the system's. Stored for source compatibility and drawn
    /// only by a backend.
    open var pageIndicatorTintColor: UIColor?

    /// The colour of the current page's dot; nil uses the system's. Stored for source compatibility and drawn only
    /// by a backend.
    open var currentPageIndicatorTintColor: UIColor?

    /// The size the dots of `pageCount` pages take: 16 points per page less the gap after the last dot, by 26
    /// points (a ResponderKit estimate of UIKit's metrics; nothing is drawn headless).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let width =
            count > 0
            ? count * UIPageControl.indicatorPitch - (UIPageControl.indicatorPitch - UIPageControl.indicatorDiameter)
            : 0
        return CGSize(width: width, height: UIPageControl.indicatorAreaHeight)
    }

    /// The dots' size for ``numberOfPages`` (``size(forNumberOfPages:)``, AL-77).
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size for ``numberOfPages``, whatever `size` says.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// A release inside moves one page back (left half) or forward (right half) and sends `.valueChanged` when the
    /// page changed (CT-8). A release outside changes nothing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let page = clamp(storedCurrentPage + (forward ? 1 : -1))
        guard page != storedCurrentPage else { return }
        storedCurrentPage = page
        sendActions(for: .valueChanged, with: event)
    }

    private func clamp(_ page: Int) -> Int {
        min(max(page, 0), max(storedPages - 1, 0))
    }

    /// Beats an ancestor's one-finger single tap, as UIKit's page control does (GR-25).
    override func defeats(_ recognizer: UIGestureRecognizer) -> Bool { isSingleTap(recognizer) }
}
