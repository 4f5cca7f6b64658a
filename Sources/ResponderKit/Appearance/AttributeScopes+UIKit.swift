// UIKit's attributes for Swift's `AttributedString`: `font`, `foregroundColor` and `backgroundColor`, so
// `container.font = …` and `AttributedString("…", attributes: …)` compile as on iOS (button configurations and
// their text attribute transformers use them).
//
// Invariant: each attribute's name is its `NSAttributedString.Key` raw value, as in UIKit. Declared only off Apple
// platforms, where Foundation has no UIKit scope.
import Foundation

#if !_runtime(_ObjC)
    extension AttributeScopes {
        /// The scope of UIKit's attributes.
        public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

        /// The attributes UIKit defines for `AttributedString`.
        public struct UIKitAttributes: AttributeScope {
            /// The font of the text.
            public let font: FontAttribute
            /// The colour of the text.
            public let foregroundColor: ForegroundColorAttribute
            /// The colour behind the text.
            public let backgroundColor: BackgroundColorAttribute
            /// Foundation's attributes, included as in UIKit's scope.
            public let foundation: AttributeScopes.FoundationAttributes

            /// The font attribute: a `UIFont`.
            public enum FontAttribute: AttributedStringKey {
                /// A font.
                public typealias Value = UIFont
                /// `NSAttributedString.Key.font`'s name.
                public static let name = "NSFont"
            }

            /// The text colour attribute: a `UIColor`.
            public enum ForegroundColorAttribute: AttributedStringKey {
                /// A colour.
                public typealias Value = UIColor
                /// `NSAttributedString.Key.foregroundColor`'s name.
                public static let name = "NSColor"
            }

            /// The background colour attribute: a `UIColor`.
            public enum BackgroundColorAttribute: AttributedStringKey {
                /// A colour.
                public typealias Value = UIColor
                /// `NSAttributedString.Key.backgroundColor`'s name.
                public static let name = "NSBackgroundColor"
            }
        }
    }

    extension AttributeDynamicLookup {
        /// UIKit's attributes by name: `container.font`, `string.foregroundColor`.
        public subscript<T: AttributedStringKey>(
            dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
        ) -> T {
            self[T.self]
        }
    }
#endif
