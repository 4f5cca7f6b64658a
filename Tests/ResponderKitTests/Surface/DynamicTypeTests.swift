// Dynamic Type (spec UI-8, UI-9): text style sizes per content size category, UIFontMetrics, and what a change of
// the application's category does to adjusting labels, fields and text views.

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// Collects what an observer block saw (the block is not main-actor isolated).
private final class Posted: @unchecked Sendable {
    var values: [String] = []
}

@MainActor
@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("UI-8: categories are ordered, the last five are accessibility sizes; fonts follow the shared category")
    func categoriesAndPreferredFonts() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.large < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")

        let shared = UIApplication.shared
        #expect(shared.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        shared.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        defer { shared.setPreferredContentSizeCategory(.large) }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 23)
        let custom = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28))
        #expect(custom.pointSize == 34)
        let capped = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20)
        #expect(capped.pointSize == 20)
        let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 23)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits) == 14)
    }

    @Test("UI-9: a category change rescales adjusting labels, fields and text views and posts the notification")
    func changeRescalesAdjustingViews() {
        let stage = Stage()
        let adjusting = stage.add(UILabel())
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "Hello"
        let fixed = stage.add(UILabel())
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Hello"
        let field = stage.add(UITextField())
        field.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 20))
        field.adjustsFontForContentSizeCategory = true
        let textView = stage.add(UITextView())
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        let before = adjusting.intrinsicContentSize
        let posted = Posted()
        let observer = stage.app.notificationCenter.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            posted.values.append(note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "?")
        }
        defer { stage.app.notificationCenter.removeObserver(observer) }

        stage.app.setPreferredContentSizeCategory(.accessibilityMedium)

        #expect(stage.app.preferredContentSizeCategory == .accessibilityMedium)
        #expect(adjusting.font.pointSize == 28)
        #expect(adjusting.intrinsicContentSize.height > before.height)
        #expect(fixed.font.pointSize == 17)
        #expect(field.font?.pointSize == CGFloat(20) * 28 / 17)
        #expect(textView.font?.pointSize == 23)
        #expect(posted.values == ["UICTContentSizeCategoryAccessibilityM"])

        stage.app.setPreferredContentSizeCategory(.large)
        #expect(adjusting.font.pointSize == 17)
        #expect(adjusting.intrinsicContentSize == before)
        #expect(posted.values.count == 2)
    }
}
