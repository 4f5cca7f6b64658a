// Named colours, system colours and symbol configurations (spec UI-10 … UI-12).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

@MainActor
@Suite("Named colours and symbol configurations")
struct ColorAndSymbolTests {
    @Test("UI-10: UIColor(named:) is nil until the shared application registers the name, then that colour")
    func namedColors() {
        let name = "UI-10 brand \(#line)"
        #expect(UIColor(named: name) == nil)
        UIApplication.shared.registerColor(.systemPink, named: name)
        defer { UIApplication.shared.registerColor(nil, named: name) }

        #expect(UIColor(named: name) == .systemPink)
        #expect(UIColor(named: name)?.cgColor == UIColor.systemPink.cgColor)
        let other = UIApplication()
        other.registerColor(.red, named: "only-here")
        #expect(other.registeredColor(named: "only-here") == .red)
        #expect(UIColor(named: "only-here") == nil)
        UIApplication.shared.registerColor(nil, named: name)
        #expect(UIColor(named: name) == nil)
    }

    @Test("UI-11: system and element colours have UIKit's light-mode values; colour literals make UIColors")
    func systemColors() {
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.label == .black)
        #expect(UIColor.systemBackground == .white)
        #expect(UIColor.secondaryLabel == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        #expect(UIColor.systemGroupedBackground == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        // swift-format-ignore: NoPlaygroundLiterals
        // The literal is what this test proves compiles (apps write it).
        let literal: UIColor = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
        #expect(literal == UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
    }

    @Test("UI-12: symbol configurations combine with applying(_:) and travel with the image")
    func symbolConfigurations() {
        let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
        let medium = UIImage.SymbolConfiguration(scale: .medium)
        let combined = large.applying(medium)
        #expect(combined.pointSize == 24 && combined.weight == .bold && combined.scale == .medium)
        let styled = combined.applying(UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(styled.pointSize == nil && styled.textStyle == .title1 && styled.weight == .bold)
        #expect(UIImage.SymbolConfiguration(weight: .heavy) == UIImage.SymbolConfiguration(weight: .heavy))
        #expect(UIImage.SymbolConfiguration(paletteColors: [.red, .blue]).colors == [.red, .blue])
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .red).isHierarchical)

        let image = UIImage(systemName: "star.fill", withConfiguration: large)
        #expect(image?.symbolConfiguration == large)
        let smaller = image?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 12))
        #expect(smaller?.symbolConfiguration?.pointSize == 12)
        #expect(smaller?.symbolConfiguration?.weight == .bold)
        #expect(image?.withRenderingMode(.alwaysOriginal).symbolConfiguration == large)
        #expect(UIImage(size: CGSize(width: 2, height: 2)).applyingSymbolConfiguration(large) == nil)
        #expect(UIImage(systemName: "star")?.symbolConfiguration == .unspecified)

        let button = UIButton(type: .system)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(medium, forImageIn: .highlighted)
        #expect(button.imageView?.preferredSymbolConfiguration == large)
        button.isHighlighted = true
        #expect(button.imageView?.preferredSymbolConfiguration == medium)
        #expect(button.preferredSymbolConfigurationForImage(in: .selected) == large)
    }
}
