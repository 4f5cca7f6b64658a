// Writes the picture files `explain --svg/--html` asks for.
//
// Invariants: a file is written whole or not at all (atomically), before anything is printed, so a failure leaves
// no half picture and no report, only the message.
import Foundation
import ResponderKit

/// The `--svg` and `--html` outputs of `explain`.
@MainActor
enum ExplainPictureFiles {
    /// Writes the files `options` names for `results`; nothing when it names none.
    static func write(
        _ options: ExplainOptions, session: ExplainSession, results: [ExplainResult], windowIndex: Int
    ) throws(ExplainUsageError) {
        guard options.svgPath != nil || options.htmlPath != nil else { return }
        let picture = ExplainPicture.make(built: session.built, results: results, windowIndex: windowIndex)
        if let path = options.svgPath {
            try save(ExplainSVGWriter.svg(picture), to: path, option: "--svg")
        }
        if let path = options.htmlPath {
            let report = ExplainReport.text(results, scene: session.built.scene, layout: session.built.layout)
            try save(ExplainHTMLWriter.html(picture, report: report), to: path, option: "--html")
        }
    }

    private static func save(_ text: String, to path: String, option: String) throws(ExplainUsageError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ExplainUsageError(
                message: "\(option) \(path): cannot write the picture: \(error.localizedDescription)")
        }
    }
}
