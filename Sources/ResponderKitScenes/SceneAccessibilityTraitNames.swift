// The trait names a scene file may list under `"accessibilityTraits"`.
//
// Invariant: every name maps to exactly one `UIAccessibilityTraits` member of the same name.
import Foundation
import ResponderKit

/// The names of `UIAccessibilityTraits` in scene files: UIKit's member names (`"button"`, `"adjustable"`, …).
public enum SceneAccessibilityTraitNames {
    /// Every accepted name with its trait, in documentation order.
    public static let all: [(name: String, trait: UIAccessibilityTraits)] = [
        ("none", .none), ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("header", .header), ("searchField", .searchField), ("tabBar", .tabBar), ("supportsZoom", .supportsZoom),
        ("toggleButton", .toggleButton),
    ]

    /// The trait called `name`, or nil for an unknown name.
    public static func trait(named name: String) -> UIAccessibilityTraits? {
        all.first { $0.name == name }?.trait
    }
}
