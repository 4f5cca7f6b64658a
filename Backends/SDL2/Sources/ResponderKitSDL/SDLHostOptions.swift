// What an `SDLHost` does besides showing windows and feeding input.
import Foundation

/// Options of an ``SDLHost``.
public struct SDLHostOptions {
    /// Where to write a recording of every frame and sample (an `InputRecording`, written when `run()` returns);
    /// nil records nothing.
    public var recordURL: URL?
    /// A file of timed SDL events to push into SDL's queue (see `InjectScript`); nil injects nothing.
    public var injectURL: URL?
    /// Whether to print the latency report to standard error when `run()` returns.
    public var latency: Bool
    /// The title of the SDL windows.
    public var title: String
    /// The longest the loop waits for an event when no timer is due sooner, in seconds.
    public var maximumWait: TimeInterval
    /// Whether each loop iteration lets the work queued with `DispatchQueue.main.async` run (one pass of
    /// `RunLoop.main`), as UIKit's run loop does. Such work runs when the loop wakes (an event, a timer, at most
    /// `maximumWait` later). Turn it off when `run()` is called from inside async main-actor code (a test): the
    /// pass would also run other main-actor jobs in the middle of this one.
    public var runsMainQueue: Bool
    /// The font for text (SDL2_ttf); when it cannot be opened, text is skipped with one warning.
    public var fontPath: String
    /// Whether the host measures the application's text with that font (an ``SDLTextMeasurer`` as its
    /// `textMeasurer`, from `init` until `run()` returns), so views lay out the text it draws, and as its
    /// `textRasterizer`, so screenshots draw its glyphs; true by default.
    /// A headless replay measures with the deterministic metric: keep this off when a replay must lay out exactly
    /// as the live run did and frames depend on text.
    public var measuresText: Bool
    /// The height, in points, of a status bar the host lays over the top of each window, for screens without a
    /// top safe area (SV-62): a primary click in it is a status-bar tap. 0 (the default) leaves only the window's
    /// own status-bar strip (its scene's status bar, else its top safe-area inset).
    public var statusBarHeight: CGFloat = 0
    /// Called after each frame is drawn, with the host loop's time.
    public var onFrame: (@MainActor (TimeInterval) -> Void)?
    /// Called for each input sample sent, with its kind (see ``SDLLatencyReport``) and its latency in seconds.
    public var onLatency: (@MainActor (_ kind: String, _ seconds: Double) -> Void)?

    /// Creates options; by default nothing is recorded or injected and no report is printed.
    public init(
        recordURL: URL? = nil, injectURL: URL? = nil, latency: Bool = false, title: String = "ResponderKit",
        maximumWait: TimeInterval = 0.5, runsMainQueue: Bool = true,
        fontPath: String = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", measuresText: Bool = true,
        onFrame: (@MainActor (TimeInterval) -> Void)? = nil,
        onLatency: (@MainActor (_ kind: String, _ seconds: Double) -> Void)? = nil
    ) {
        self.recordURL = recordURL
        self.injectURL = injectURL
        self.latency = latency
        self.title = title
        self.maximumWait = maximumWait
        self.runsMainQueue = runsMainQueue
        self.fontPath = fontPath
        self.measuresText = measuresText
        self.onFrame = onFrame
        self.onLatency = onLatency
    }
}
