// Writes an `ExplainPicture` as one self-contained HTML page: the SVG drawing, a legend, a panel that shows why a
// view was rejected and the chain when the pointer is over it, and the text report.
//
// Invariants:
// - The page loads nothing: its style and its few lines of script are inline, and the drawing is inline SVG.
// - Every piece of scene text is escaped for HTML (the SVG writer's escaping is valid HTML too).
// - Without script the page still shows everything: each view's `<title>` holds the same notes as the panel.
import Foundation
import ResponderKit

/// Writes ``ExplainPicture`` values as an HTML page.
public enum ExplainHTMLWriter {
    /// The page for `picture`, with `report` (the text report) under the drawing.
    public static func html(_ picture: ExplainPicture, report: String) -> String {
        let escape = ExplainSVGWriter.escape
        let chains = picture.touches.enumerated().map { offset, touch in
            let hit = touch.hitID ?? "none"
            let chain = touch.chainText.isEmpty ? "(none)" : touch.chainText
            return "<li><b>\(offset + 1).</b> \(escape(SceneNumber.format(touch.point))) → <b>\(escape(hit))</b>"
                + "<br><span class=\"chain\">chain: \(escape(chain))</span></li>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>responderkit explain: \(escape(picture.windowID))</title>
            <style>
            body { font: 14px/1.45 "DejaVu Sans", Helvetica, Arial, sans-serif; color: #24292f; margin: 16px; }
            main { display: flex; gap: 20px; align-items: flex-start; }
            #panel { min-width: 280px; max-width: 420px; border: 1px solid #d0d7de; border-radius: 6px; padding: 10px; }
            #panel h2 { font-size: 15px; margin: 0 0 6px 0; }
            #notes { white-space: pre-wrap; margin: 0; }
            .view:hover polygon { stroke: \(ExplainSVGWriter.Palette.chain); stroke-width: 3; }
            .legend span { display: inline-block; width: 8px; height: 8px; margin: 0 4px 0 12px; border: 2px solid; }
            .chain { color: \(ExplainSVGWriter.Palette.chain); }
            pre { background: #f6f8fa; padding: 10px; overflow-x: auto; font-size: 12px; }
            </style>
            </head>
            <body>
            <h1 style="font-size:18px">Where the touch goes: window \(escape(picture.windowID))</h1>
            \(picture.summary.map { "<p>\(escape($0))</p>" } ?? "")
            <p class="legend"><span style="border-color:\(ExplainSVGWriter.Palette.hit)"></span>hit view
            <span style="border-color:\(ExplainSVGWriter.Palette.passedOver)"></span>passed over (why: hover it)
            <span style="border-color:\(ExplainSVGWriter.Palette.chain)"></span>responder chain
            <span style="border-color:\(ExplainSVGWriter.Palette.point)"></span>touch point</p>
            <main>
            <div id="drawing">
            \(ExplainSVGWriter.svg(picture, interactive: true))
            </div>
            <div id="panel">
            <h2 id="title">Hover a view</h2>
            <p id="notes">Each view shows why the hit-test rejected it or passed it over, which points it got, and its
            responder chain.</p>
            <p id="chain" class="chain"></p>
            <h2>Points</h2>
            <ol style="padding-left:18px;list-style:none">
            \(chains)
            </ol>
            </div>
            </main>
            <details><summary>Text report</summary><pre>\(escape(report))</pre></details>
            <script>
            for (const view of document.querySelectorAll('.view')) {
              view.addEventListener('mouseenter', () => {
                document.getElementById('title').textContent = view.dataset.id + ' (' + view.dataset.class + ')';
                document.getElementById('notes').textContent = view.dataset.notes || 'Neither hit nor passed over.';
                document.getElementById('chain').textContent = 'chain: ' + view.dataset.chain;
              });
            }
            </script>
            </body>
            </html>

            """
    }
}
