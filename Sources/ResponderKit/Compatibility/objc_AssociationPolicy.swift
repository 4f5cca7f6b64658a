// The Objective-C runtime's association policies, under their own names, so UIKit code that keeps closures and
// state on controls with associated objects compiles unchanged.
import Foundation

// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
/// How an associated object is held: retained (the `RETAIN` and `COPY` policies) or not (`ASSIGN`, which holds an
/// object weakly here, where Objective-C would leave a dangling pointer).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: an object value is held weakly.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Retained (Swift values are copied anyway).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Retained (Swift values are copied anyway).
    case OBJC_ASSOCIATION_COPY = 771
}
