// Colours, fonts, images and feedback generators (issue 12): UIKit's values and defaults, stored and observable.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct AppearanceValueTests {
    /// The four RGBA components of a colour.
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test("UIColor: components from RGB, white and HSB; alpha is clamped; colours are equal by components")
    func colorComponents() {
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1.5)) == [0.2, 0.4, 0.6, 1])
        #expect(rgba(UIColor(white: 0.25, alpha: 0.5)) == [0.25, 0.25, 0.25, 0.5])
        #expect(UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) != UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.systemBlue.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        let back = UIColor(hue: h, saturation: s, brightness: v, alpha: a)
        for (x, y) in zip(rgba(back), rgba(.systemBlue)) { #expect(abs(x - y) < 1e-12) }
        var white: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: nil))
        #expect(white == 0.5)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
        #expect(white == 0.5, "unchanged when the colour is not gray")
        #expect(UIColor.red.withAlphaComponent(0.3) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.3))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test("UIColor: named colours and light-mode system colours have UIKit's values; CGColor round-trips")
    func namedColors() {
        #expect(rgba(.clear) == [0, 0, 0, 0])
        let third: CGFloat = 1.0 / 3.0
        #expect(rgba(.darkGray) == [third, third, third, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        let unit: (CGFloat) -> CGFloat = { $0 / 255 }
        #expect(rgba(.systemBlue) == [0, unit(122), 1, 1])
        #expect(rgba(.systemRed) == [1, unit(59), unit(48), 1])
        #expect(rgba(.secondaryLabel) == [unit(60), unit(60), unit(67), 0.6])
        #expect(UIColor.label == .black)
        #expect(UIColor.systemBackground == .white)
        #expect(UIColor.tintColor == .systemBlue)
        #expect(UIColor.link == .systemBlue)
        #expect(UIColor(cgColor: UIColor.systemTeal.cgColor) == .systemTeal)
        #expect(UIColor.white.cgColor.numberOfComponents == 2, "white is a gray colour")
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
    }

    @Test("UIFont: system fonts by weight, text styles at the default size, names and sizes")
    func fonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(bold.fontName == ".SFUI-Bold")
        #expect(bold.familyName == ".AppleSystemUIFont")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == ".SFUI-Medium")
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12, weight: .regular))
        #expect(bold.withSize(30).pointSize == 30)
        #expect(bold.withSize(30).fontName == ".SFUI-Bold")
        #expect(UIFont.Weight.bold > .regular)
        #expect(UIFont(name: "Helvetica-Bold", size: 14)?.familyName == "Helvetica")
    }

    @Test("UIImage: no catalogue headless, so named images are size-zero stand-ins; modes and tints are kept")
    func images() {
        let named = UIImage(named: "logo")
        #expect(named?.size == .zero)
        #expect(named?.name == "logo")
        let symbol = UIImage(systemName: "star.fill")
        #expect(symbol?.isSymbolImage == true)
        #expect(symbol?.isTemplate == true)
        let sized = UIImage(size: CGSize(width: 20, height: 10), scale: 2)
        #expect(sized.size == CGSize(width: 20, height: 10))
        #expect(sized.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let tinted = sized.withTintColor(.red)
        #expect(tinted.tint == .red)
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(tinted.size == sized.size)
        #expect(tinted != sized, "images are compared by identity, as in UIKit")
    }

    @Test("Feedback generators record each occurrence and note it to the application's tracer")
    func feedbackGenerators() {
        let stage = ControlFixtures.Stage()
        let view = stage.add(UIView())
        let impact = UIImpactFeedbackGenerator(style: .rigid, view: view)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        #expect(impact.preparedCount == 1)
        #expect(impact.occurrences == ["impact(rigid, 1.0)", "impact(rigid, 1.0)"])
        let selection = UISelectionFeedbackGenerator(view: view)
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator(view: view)
        notification.notificationOccurred(.warning)
        #expect(notification.occurrences == ["notification(warning)"])
        let notes = stage.tracer.entries.compactMap { entry -> String? in
            guard case .note(let text) = entry else { return nil }
            return text
        }
        #expect(
            notes == [
                "UIImpactFeedbackGenerator: impact(rigid, 1.0)", "UIImpactFeedbackGenerator: impact(rigid, 1.0)",
                "UISelectionFeedbackGenerator: selectionChanged",
                "UINotificationFeedbackGenerator: notification(warning)",
            ])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
