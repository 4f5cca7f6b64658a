// Off Apple platforms, lets `userInfo[key] as? CGRect` (and `CGPoint`, `CGSize`, `UIEdgeInsets`) read an `NSValue`
// box as on iOS, where Foundation bridges these structs to `NSValue` (TI-10).
//
// Invariants: a cast succeeds only for a box of the same type (the encoding is checked); boxing a struct makes the
// `NSValue` the NSValue+Geometry initializers make. Apple platforms bridge these themselves: nothing here there.
import Foundation

#if !_runtime(_ObjC)
    // Retroactive: swift-corelibs-foundation does not bridge these structs; should it start to, drop these.
    // swift-format-ignore: AvoidRetroactiveConformances
    extension CGRect: @retroactive _ObjectiveCBridgeable {
        /// Boxes the rectangle.
        public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
        /// Reads a box that must hold a rectangle.
        public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
            result = source.cgRectValue
        }
        /// Reads a box if it holds a rectangle.
        public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
            result = source.holds(NSValue.rectType) ? source.cgRectValue : nil
            return result != nil
        }
        /// Reads a box, `.zero` for nil.
        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
            source?.cgRectValue ?? .zero
        }
    }

    // swift-format-ignore: AvoidRetroactiveConformances
    extension CGPoint: @retroactive _ObjectiveCBridgeable {
        /// Boxes the point.
        public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
        /// Reads a box that must hold a point.
        public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
            result = source.cgPointValue
        }
        /// Reads a box if it holds a point.
        public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
            result = source.holds(NSValue.pointType) ? source.cgPointValue : nil
            return result != nil
        }
        /// Reads a box, `.zero` for nil.
        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
            source?.cgPointValue ?? .zero
        }
    }

    // swift-format-ignore: AvoidRetroactiveConformances
    extension CGSize: @retroactive _ObjectiveCBridgeable {
        /// Boxes the size.
        public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
        /// Reads a box that must hold a size.
        public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
            result = source.cgSizeValue
        }
        /// Reads a box if it holds a size.
        public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
            result = source.holds(NSValue.sizeType) ? source.cgSizeValue : nil
            return result != nil
        }
        /// Reads a box, `.zero` for nil.
        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
            source?.cgSizeValue ?? .zero
        }
    }

    extension UIEdgeInsets: _ObjectiveCBridgeable {
        /// Boxes the insets.
        public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
        /// Reads a box that must hold insets.
        public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) {
            result = source.uiEdgeInsetsValue
        }
        /// Reads a box if it holds insets.
        public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?)
            -> Bool
        {
            result = source.holds(NSValue.edgeInsetsType) ? source.uiEdgeInsetsValue : nil
            return result != nil
        }
        /// Reads a box, `.zero` for nil.
        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets {
            source?.uiEdgeInsetsValue ?? .zero
        }
    }
#endif
