// The demo's "zoom" screen (`--screen zoom`, SV-40 … SV-57): a zoomable photo-like grid in a scroll view (pinch,
// double-tap to zoom in and back out), and a text field over a scrolling list that dismisses the keyboard when
// dragged and scrolls to the top when the status bar is tapped.
//
// Invariants: every interactive view has a background colour and an accessibility identifier; every behaviour is a
// log line, written through the demo's log only, so a headless replay writes the same lines.
import Foundation
import ResponderKit

/// The zoom screen's controller.
@MainActor
final class DemoZoomScreen: DemoScreenController, UIScrollViewDelegate, UITextFieldDelegate {
    /// Where the views sit, in window points.
    static let photoFrame = CGRect(x: 20, y: 60, width: 360, height: 360)
    static let fieldFrame = CGRect(x: 420, y: 60, width: 360, height: 40)
    static let listFrame = CGRect(x: 420, y: 110, width: 360, height: 470)

    private let photoScroll = UIScrollView(frame: DemoZoomScreen.photoFrame)
    private let photo = UIView(frame: CGRect(origin: .zero, size: DemoZoomScreen.photoFrame.size))
    private let field = UITextField(frame: DemoZoomScreen.fieldFrame)
    private let list = UIScrollView(frame: DemoZoomScreen.listFrame)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.accessibilityIdentifier = "zoom-screen"
        buildPhoto()
        buildList()
    }

    private func buildPhoto() {
        photoScroll.accessibilityIdentifier = "photo-scroll"
        photoScroll.backgroundColor = .black
        photoScroll.delegate = self
        photoScroll.minimumZoomScale = 1
        photoScroll.maximumZoomScale = 4
        // Only the list scrolls to the top: a status-bar tap needs exactly one candidate.
        photoScroll.scrollsToTop = false
        photo.accessibilityIdentifier = "photo"
        photo.backgroundColor = .white
        // A 6 × 6 checkerboard, so the zoom shows.
        let side = DemoZoomScreen.photoFrame.width / 6
        for row in 0..<6 {
            for column in 0..<6 where (row + column) % 2 == 0 {
                let tile = UIView(
                    frame: CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side))
                tile.backgroundColor = row < 3 ? .systemBlue : .systemOrange
                tile.isUserInteractionEnabled = false
                photo.addSubview(tile)
            }
        }
        photoScroll.addSubview(photo)
        photoScroll.contentSize = photo.frame.size
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: DemoZoomScreen.doubleTapped)
        photoScroll.addGestureRecognizer(doubleTap)
        view.addSubview(photoScroll)
    }

    private func buildList() {
        field.accessibilityIdentifier = "field"
        field.backgroundColor = .white
        field.placeholder = "Type, then drag the list"
        field.delegate = self
        view.addSubview(field)
        list.accessibilityIdentifier = "list"
        list.backgroundColor = UIColor(white: 0.85, alpha: 1)
        list.keyboardDismissMode = .onDrag
        list.delegate = self
        for index in 0..<40 {
            let row = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: 360, height: 49))
            row.text = "  Row \(index + 1)"
            row.backgroundColor = index % 2 == 0 ? .white : UIColor(white: 0.93, alpha: 1)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 360, height: 2000)
        view.addSubview(list)
    }

    private func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        if photoScroll.zoomScale > photoScroll.minimumZoomScale {
            log.append("zoom: double tap out")
            photoScroll.setZoomScale(photoScroll.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: photo)
            log.append("zoom: double tap in")
            photoScroll.zoom(to: CGRect(x: point.x - 90, y: point.y - 90, width: 180, height: 180), animated: true)
        }
    }

    // MARK: UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView === photoScroll ? photo : nil }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log.append("zoom: began at \(Self.format(scrollView.zoomScale))")
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("zoom: ended at \(Self.format(scale))")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        if scrollView === list { log.append("list: drag began") }
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        log.append("list: scrolled to top")
    }

    // MARK: UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("field: began editing") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("field: ended editing") }

    private static func format(_ scale: CGFloat) -> String { String(format: "%.2f", Double(scale)) }
}
