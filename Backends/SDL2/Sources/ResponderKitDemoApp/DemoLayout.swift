// Where everything sits in the demo's 800 × 600 window. Scripts and tests drive the demo by these frames.
import Foundation
import ResponderKit

/// The frames of the demo's views, in window points (the root view fills the window).
public enum DemoLayout {
    /// The window's frame.
    public static let window = CGRect(x: 0, y: 0, width: 800, height: 600)
    /// The "Tap me" button.
    public static let button = CGRect(x: 20, y: 20, width: 160, height: 44)
    /// The switch.
    public static let toggle = CGRect(x: 220, y: 26, width: 51, height: 31)
    /// The custom-drawn gauge (`DemoGauge`, drawn by its `draw(_:)`).
    public static let gauge = CGRect(x: 296, y: 10, width: 64, height: 64)
    /// The slider (its value starts at 0.5, so its thumb starts at the middle).
    public static let slider = CGRect(x: 20, y: 84, width: 340, height: 31)
    /// The text field.
    public static let textField = CGRect(x: 20, y: 134, width: 340, height: 36)
    /// The table (a scroll view) of ``rowCount`` rows of ``rowHeight`` points.
    public static let table = CGRect(x: 20, y: 190, width: 340, height: 200)
    /// The number of rows of the table.
    public static let rowCount = 30
    /// The height of a row.
    public static let rowHeight: CGFloat = 40
    /// The gesture pad: tap, double tap, long press, pan, pinch and secondary-button tap.
    public static let pad = CGRect(x: 400, y: 20, width: 380, height: 200)
    /// The on-screen log.
    public static let logPanel = CGRect(x: 400, y: 240, width: 380, height: 340)
    /// The number of lines the on-screen log shows.
    public static let logLineCount = 15
    /// The extra grid of small views (shown when ``DemoOptions/viewCount`` is above 0).
    public static let grid = CGRect(x: 20, y: 410, width: 340, height: 170)
}
