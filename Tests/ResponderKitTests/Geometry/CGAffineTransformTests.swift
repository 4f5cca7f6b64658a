// Tests for CGAffineTransform and CGPoint/CGSize/CGRect.applying(_:).
//
// Every expectation uses concrete numbers derived by hand from CoreGraphics' row-vector convention
// (x' = a * x + c * y + tx, y' = b * x + d * y + ty), so the same tests hold against CoreGraphics on Apple platforms.
// Floating-point comparisons use an explicit absolute tolerance; exact comparisons are used only where the
// arithmetic is exact in binary floating point.

import Foundation
import ResponderKit
import Testing

private let tolerance: CGFloat = 1e-12

private func isClose(_ lhs: CGFloat, _ rhs: CGFloat, within epsilon: CGFloat = tolerance) -> Bool {
    abs(lhs - rhs) <= epsilon
}

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint, within epsilon: CGFloat = tolerance) -> Bool {
    isClose(lhs.x, rhs.x, within: epsilon) && isClose(lhs.y, rhs.y, within: epsilon)
}

private func isClose(_ lhs: CGSize, _ rhs: CGSize, within epsilon: CGFloat = tolerance) -> Bool {
    isClose(lhs.width, rhs.width, within: epsilon) && isClose(lhs.height, rhs.height, within: epsilon)
}

private func isClose(_ lhs: CGRect, _ rhs: CGRect, within epsilon: CGFloat = tolerance) -> Bool {
    isClose(lhs.origin, rhs.origin, within: epsilon) && isClose(lhs.size, rhs.size, within: epsilon)
}

private func isClose(
    _ lhs: CGAffineTransform,
    _ rhs: CGAffineTransform,
    within epsilon: CGFloat = tolerance
) -> Bool {
    isClose(lhs.a, rhs.a, within: epsilon) && isClose(lhs.b, rhs.b, within: epsilon)
        && isClose(lhs.c, rhs.c, within: epsilon) && isClose(lhs.d, rhs.d, within: epsilon)
        && isClose(lhs.tx, rhs.tx, within: epsilon) && isClose(lhs.ty, rhs.ty, within: epsilon)
}

/// A non-trivial transform mixing rotations, a non-uniform scale with a reflection, and a translation.
private let composed = CGAffineTransform(rotationAngle: 0.7)
    .concatenating(CGAffineTransform(scaleX: 2.5, y: -0.4))
    .concatenating(CGAffineTransform(translationX: -13.25, y: 7.5))
    .concatenating(CGAffineTransform(rotationAngle: -1.9))

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    // MARK: - Initializers

    @Test("init() is the all-zero matrix, not the identity")
    func defaultInitIsZero() {
        let t = CGAffineTransform()
        #expect(t.a == 0 && t.b == 0 && t.c == 0 && t.d == 0 && t.tx == 0 && t.ty == 0)
        #expect(!t.isIdentity)
        #expect(t != .identity)
    }

    @Test("init(a:b:c:d:tx:ty:) stores each entry in its own field")
    func memberwiseInit() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.a == 1)
        #expect(t.b == 2)
        #expect(t.c == 3)
        #expect(t.d == 4)
        #expect(t.tx == 5)
        #expect(t.ty == 6)
    }

    @Test("identity is [1 0 0 1 0 0] and leaves points unchanged")
    func identity() {
        let t = CGAffineTransform.identity
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(t.isIdentity)
        #expect(CGPoint(x: -3.5, y: 8.25).applying(t) == CGPoint(x: -3.5, y: 8.25))
    }

    @Test("isIdentity is false as soon as any entry differs")
    func isIdentityDetectsEveryEntry() {
        var t = CGAffineTransform.identity
        t.a = 1.5
        #expect(!t.isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0.1, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0, c: -0.1, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0, c: 0, d: 2, tx: 0, ty: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }

    @Test("init(translationX:y:) is [1 0 0 1 tx ty] and moves points")
    func translationInit() {
        let t = CGAffineTransform(translationX: 10, y: -4)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -4))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -2))
    }

    @Test("init(scaleX:y:) is [sx 0 0 sy 0 0] and scales points")
    func scaleInit() {
        let t = CGAffineTransform(scaleX: 3, y: -0.5)
        #expect(t == CGAffineTransform(a: 3, b: 0, c: 0, d: -0.5, tx: 0, ty: 0))
        #expect(CGPoint(x: 2, y: 8).applying(t) == CGPoint(x: 6, y: -4))
    }

    @Test("init(rotationAngle:) is [cos sin -sin cos 0 0]")
    func rotationInitEntries() {
        let angle: CGFloat = 0.3
        let t = CGAffineTransform(rotationAngle: angle)
        #expect(isClose(t.a, cos(angle)))
        #expect(isClose(t.b, sin(angle)))
        #expect(isClose(t.c, -sin(angle)))
        #expect(isClose(t.d, cos(angle)))
        #expect(t.tx == 0 && t.ty == 0)
    }

    @Test("rotation by pi/2 maps (1, 0) to (0, 1) and (0, 1) to (-1, 0)")
    func rotationQuarterTurn() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
        #expect(isClose(CGPoint(x: 3, y: 4).applying(t), CGPoint(x: -4, y: 3)))
    }

    @Test("negative rotation by pi/2 maps (1, 0) to (0, -1)")
    func rotationNegativeQuarterTurn() {
        let t = CGAffineTransform(rotationAngle: -.pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: -1)))
    }

    @Test("rotation by pi negates points")
    func rotationHalfTurn() {
        let t = CGAffineTransform(rotationAngle: .pi)
        #expect(isClose(CGPoint(x: 2, y: -7).applying(t), CGPoint(x: -2, y: 7)))
    }

    // MARK: - Concatenation

    @Test("concatenating multiplies the matrices as self * other")
    func concatenatingEntries() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // [1 2 0; 3 4 0; 5 6 1] * [7 8 0; 9 10 0; 11 12 1]
        let expected = CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112)
        #expect(t1.concatenating(t2) == expected)
    }

    @Test("t1.concatenating(t2) applies t1 first, then t2")
    func concatenatingOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let translate = CGAffineTransform(translationX: 10, y: 20)
        let point = CGPoint(x: 1, y: 1)

        // Scale then translate: (2, 3) + (10, 20).
        #expect(point.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 23))
        // Translate then scale: (11, 21) * (2, 3).
        #expect(point.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test("concatenating with a rotation applies the rotation in the right order")
    func concatenatingRotationOrder() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let translate = CGAffineTransform(translationX: 5, y: 0)
        let point = CGPoint(x: 1, y: 0)

        // Rotate (1, 0) to (0, 1), then translate to (5, 1).
        #expect(isClose(point.applying(rotate.concatenating(translate)), CGPoint(x: 5, y: 1)))
        // Translate to (6, 0), then rotate to (0, 6).
        #expect(isClose(point.applying(translate.concatenating(rotate)), CGPoint(x: 0, y: 6)))
    }

    @Test("concatenating is consistent with applying the transforms one after the other")
    func concatenatingMatchesSequentialApplication() {
        let t1 = CGAffineTransform(a: 0.5, b: -1.25, c: 2, d: 0.75, tx: -3, ty: 4.5)
        let t2 = CGAffineTransform(a: -2, b: 0.25, c: 1.5, d: 3, tx: 7, ty: -0.5)
        let point = CGPoint(x: 2.5, y: -1.75)
        #expect(isClose(point.applying(t1.concatenating(t2)), point.applying(t1).applying(t2)))
    }

    @Test("identity is neutral for concatenating")
    func concatenatingIdentity() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.concatenating(.identity) == t)
        #expect(CGAffineTransform.identity.concatenating(t) == t)
    }

    // MARK: - Inversion

    @Test("inverted() of a translation negates the translation")
    func invertedTranslation() {
        let t = CGAffineTransform(translationX: 3, y: -8)
        #expect(t.inverted() == CGAffineTransform(translationX: -3, y: 8))
    }

    @Test("inverted() of a scale takes reciprocals")
    func invertedScale() {
        let t = CGAffineTransform(scaleX: 4, y: -0.5)
        #expect(t.inverted() == CGAffineTransform(scaleX: 0.25, y: -2))
    }

    @Test("inverted() of a general matrix has the expected entries")
    func invertedEntries() {
        // det = 2 * 3 - 1 * 1 = 5.
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: -6)
        let expected = CGAffineTransform(a: 0.6, b: -0.2, c: -0.2, d: 0.4, tx: -3.6, ty: 3.2)
        #expect(isClose(t.inverted(), expected))
    }

    @Test("inverted() round-trips a composed transform in both orders")
    func invertedRoundTrip() {
        let inverse = composed.inverted()
        #expect(isClose(composed.concatenating(inverse), .identity))
        #expect(isClose(inverse.concatenating(composed), .identity))

        let point = CGPoint(x: 12.125, y: -3.75)
        #expect(isClose(point.applying(composed).applying(inverse), point, within: 1e-10))
        #expect(isClose(composed.inverted().inverted(), composed))
    }

    @Test("inverted() returns self unchanged when the transform is not invertible")
    func invertedSingularReturnsSelf() {
        let zero = CGAffineTransform()
        #expect(zero.inverted() == zero)

        // Rows are proportional: det = 1 * 4 - 2 * 2 = 0.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 7, ty: -9)
        #expect(singular.inverted() == singular)

        let flattened = CGAffineTransform(scaleX: 0, y: 5).translatedBy(x: 1, y: 1)
        #expect(flattened.inverted() == flattened)
    }

    // MARK: - Prepending operations

    @Test("translatedBy(x:y:) prepends the translation")
    func translatedByPrepends() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        let t = base.translatedBy(x: 10, y: 20)
        #expect(t == CGAffineTransform(translationX: 10, y: 20).concatenating(base))
        // Translate first, then scale: ((1 + 10) * 2, (1 + 20) * 3).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 63))
        #expect(t != base.concatenating(CGAffineTransform(translationX: 10, y: 20)))
    }

    @Test("translatedBy(x:y:) on a general transform matches the concatenation")
    func translatedByGeneral() {
        let base = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -6)
        let t = base.translatedBy(x: 5, y: -2)
        // tx' = 5 * 2 + (-2) * (-1) + 4 = 16, ty' = 5 * 1 + (-2) * 3 + (-6) = -7.
        #expect(t == CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 16, ty: -7))
        #expect(t == CGAffineTransform(translationX: 5, y: -2).concatenating(base))
    }

    @Test("scaledBy(x:y:) prepends the scale")
    func scaledByPrepends() {
        let base = CGAffineTransform(translationX: 10, y: 20)
        let t = base.scaledBy(x: 2, y: 3)
        #expect(t == CGAffineTransform(scaleX: 2, y: 3).concatenating(base))
        // Scale first, then translate: (1 * 2 + 10, 1 * 3 + 20).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    }

    @Test("scaledBy(x:y:) on a general transform matches the concatenation")
    func scaledByGeneral() {
        let base = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -6)
        let t = base.scaledBy(x: 0.5, y: -2)
        #expect(t == CGAffineTransform(a: 1, b: 0.5, c: 2, d: -6, tx: 4, ty: -6))
        #expect(t == CGAffineTransform(scaleX: 0.5, y: -2).concatenating(base))
    }

    @Test("rotated(by:) prepends the rotation")
    func rotatedByPrepends() {
        let base = CGAffineTransform(translationX: 5, y: 0)
        let t = base.rotated(by: .pi / 2)
        #expect(isClose(t, CGAffineTransform(rotationAngle: .pi / 2).concatenating(base)))
        // Rotate (1, 0) to (0, 1) first, then translate to (5, 1).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 5, y: 1)))
        // Appending instead would give (0, 6), so the order is observable.
        let appended = base.concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(!isClose(CGPoint(x: 1, y: 0).applying(appended), CGPoint(x: 5, y: 1)))
    }

    @Test("chained prepends apply the last call first")
    func chainedPrepends() {
        let t = CGAffineTransform.identity
            .translatedBy(x: 100, y: 0)
            .scaledBy(x: 2, y: 2)
            .rotated(by: .pi / 2)
        // Rotate (1, 0) to (0, 1), scale to (0, 2), translate to (100, 2).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 100, y: 2)))
    }

    // MARK: - Equality and hashing

    @Test("Equatable and Hashable compare all six entries")
    func equatableHashable() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t1 == t2)
        #expect(t1.hashValue == t2.hashValue)
        #expect(t1 != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 7))
        #expect(Set([t1, t2, .identity]).count == 2)
    }

    // MARK: - Applying to geometry

    @Test("CGPoint.applying uses x' = a x + c y + tx, y' = b x + d y + ty")
    func pointApplying() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = 1 * 7 + 3 * 11 + 5 = 45, y' = 2 * 7 + 4 * 11 + 6 = 64.
        #expect(CGPoint(x: 7, y: 11).applying(t) == CGPoint(x: 45, y: 64))
    }

    @Test("CGSize.applying ignores translation")
    func sizeApplyingIgnoresTranslation() {
        let size = CGSize(width: 3, height: 5)
        #expect(size.applying(CGAffineTransform(translationX: 100, y: -50)) == size)

        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // width' = 1 * 3 + 3 * 5 = 18, height' = 2 * 3 + 4 * 5 = 26.
        #expect(size.applying(t) == CGSize(width: 18, height: 26))
    }

    @Test("CGSize.applying is not standardized")
    func sizeApplyingKeepsSign() {
        let size = CGSize(width: 2, height: 3)
        #expect(size.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -2, height: 6))
        #expect(isClose(size.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGSize(width: -3, height: 2)))
    }

    @Test("CGRect.applying translates and scales axis-aligned rects")
    func rectApplyingAxisAligned() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let translated = rect.applying(CGAffineTransform(translationX: 10, y: -20))
        #expect(translated == CGRect(x: 11, y: -18, width: 3, height: 4))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 2, y: 1, width: 6, height: 2))
    }

    @Test("CGRect.applying a negative scale returns a standardized rect")
    func rectApplyingNegativeScale() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let flipped = rect.applying(CGAffineTransform(scaleX: -1, y: -2))
        #expect(flipped == CGRect(x: -4, y: -12, width: 3, height: 8))
        #expect(flipped.width >= 0 && flipped.height >= 0)
    }

    @Test("CGRect.applying standardizes the input rect first")
    func rectApplyingNonStandardInput() {
        let rect = CGRect(x: 4, y: 6, width: -3, height: -4)
        let t = CGAffineTransform(translationX: 1, y: 1)
        #expect(rect.applying(t) == CGRect(x: 2, y: 3, width: 3, height: 4))
    }

    @Test("CGRect.applying a 45 degree rotation returns the bounding box of the corners")
    func rectApplyingRotation45() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 2)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let root2 = CGFloat(2).squareRoot()
        // Corners map to (0, 0), (sqrt2, sqrt2), (-sqrt2, sqrt2) and (0, 2 sqrt2).
        #expect(isClose(rotated, CGRect(x: -root2, y: 0, width: 2 * root2, height: 2 * root2)))
    }

    @Test("CGRect.applying a rotation about an off-origin rect")
    func rectApplyingRotationOffOrigin() {
        let rect = CGRect(x: 1, y: 2, width: 4, height: 2)
        let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        // (x, y) -> (-y + 10, x): corners (1,2)->(8,1), (5,2)->(8,5), (1,4)->(6,1), (5,4)->(6,5).
        #expect(isClose(rect.applying(t), CGRect(x: 6, y: 1, width: 2, height: 4)))
    }

    @Test("CGRect.applying keeps the null rect null")
    func rectApplyingNull() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -6)
        #expect(CGRect.null.applying(t).isNull)
        #expect(CGRect.null.applying(.identity).isNull)
    }

    @Test("CGRect.applying keeps the infinite rect infinite")
    func rectApplyingInfinite() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -6)
        #expect(CGRect.infinite.applying(t).isInfinite)
        #expect(CGRect.infinite.applying(CGAffineTransform(translationX: 5, y: 5)).isInfinite)
    }

    @Test("CGRect.applying the identity returns the rect unchanged")
    func rectApplyingIdentity() {
        let rect = CGRect(x: -1.5, y: 2.25, width: 7.75, height: 0.5)
        #expect(rect.applying(.identity) == rect)
    }
}

#if !_runtime(_ObjC)
    /// Tests for ResponderKit-only additions that CoreGraphics does not provide.
    @Suite("CGAffineTransform ResponderKit additions")
    struct CGAffineTransformAdditionsTests {
        @Test("isInvertible follows the determinant")
        func isInvertible() {
            #expect(CGAffineTransform.identity.isInvertible)
            #expect(composed.isInvertible)
            #expect(CGAffineTransform(scaleX: -2, y: 0.5).isInvertible)
            #expect(!CGAffineTransform().isInvertible)
            #expect(!CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 7, ty: -9).isInvertible)
            #expect(!CGAffineTransform(scaleX: 0, y: 1).isInvertible)
            #expect(!CGAffineTransform(scaleX: .infinity, y: 1).isInvertible)
            #expect(!CGAffineTransform(scaleX: .nan, y: 1).isInvertible)
        }

        @Test("inverted() returns self for a transform with a non-finite determinant")
        func invertedNonFiniteDeterminant() {
            let t = CGAffineTransform(scaleX: .infinity, y: 1)
            #expect(t.inverted() == t)
        }

        @Test("CGRect.applying an axis-aligned transform scales the size directly")
        func rectApplyingTranslationKeepsSize() {
            // Via corner differences the width would be (0.1 + 0.2 + 0.7) - (0.1 + 0.7) = 0.2000000000000001.
            let rect = CGRect(x: 0.1, y: 0.2, width: 0.2, height: 0.3)
            let moved = rect.applying(CGAffineTransform(translationX: 0.7, y: 0.4))
            #expect(moved.size == rect.size)
            #expect(isClose(moved.origin, CGPoint(x: 0.8, y: 0.6)))
        }

        @Test("description lists the six entries")
        func description() {
            let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            #expect(t.description == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
            let identity = "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)"
            #expect("\(CGAffineTransform.identity)" == identity)
        }
    }
#endif
