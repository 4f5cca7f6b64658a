// A promise that a view class hit-tests exactly as UIView does, so containers with many subviews may index it.

/// Declares that a `UIView` subclass overrides neither `hitTest(_:with:)` nor `point(inside:with:)`.
///
/// A container with many subviews (32 or more) finds the subviews under a point
/// with a grid index instead of asking every subview. It may skip a subview only when that subview's hit-test is
/// known to be UIKit's default: UIKit's own classes (`UIView`, `UILabel`, `UIButton`, …, exactly, not their
/// subclasses) and classes that adopt this protocol. Every other subview is always asked, front to back, so
/// overriding subclasses keep UIKit's semantics exactly.
///
/// The promise is inherited: a subclass of an adopting class must not override the hit-testing methods either.
public protocol DefaultHitTesting: UIView {}
