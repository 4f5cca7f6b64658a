// CATransform3D and Core Animation's functions on it.
//
// Conventions (identical to Core Animation): the matrix acts on row vectors [x y z 1]; `CATransform3DConcat(a, b)`
// applies `a` first, then `b`; `CATransform3DScale`, `…Translate` and `…Rotate` apply their operation before the
// given transform. The affine part of a transform is (m11, m12, m21, m22, m41, m42).
import Foundation

/// A 4 x 4 transformation matrix, as Core Animation uses for layers. Headless only its affine part affects
/// geometry and hit-testing; the rest is stored and observable, drawn only by a backend.
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation, then the homogeneous term.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The all-zero matrix.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A matrix from its sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries by row and column, 0-based.
    subscript(row: Int, column: Int) -> CGFloat {
        get {
            switch (row, column) {
            case (0, 0): return m11
            case (0, 1): return m12
            case (0, 2): return m13
            case (0, 3): return m14
            case (1, 0): return m21
            case (1, 1): return m22
            case (1, 2): return m23
            case (1, 3): return m24
            case (2, 0): return m31
            case (2, 1): return m32
            case (2, 2): return m33
            case (2, 3): return m34
            case (3, 0): return m41
            case (3, 1): return m42
            case (3, 2): return m43
            default: return m44
            }
        }
        set {
            switch (row, column) {
            case (0, 0): m11 = newValue
            case (0, 1): m12 = newValue
            case (0, 2): m13 = newValue
            case (0, 3): m14 = newValue
            case (1, 0): m21 = newValue
            case (1, 1): m22 = newValue
            case (1, 2): m23 = newValue
            case (1, 3): m24 = newValue
            case (2, 0): m31 = newValue
            case (2, 1): m32 = newValue
            case (2, 2): m33 = newValue
            case (2, 3): m34 = newValue
            case (3, 0): m41 = newValue
            case (3, 1): m42 = newValue
            case (3, 2): m43 = newValue
            default: m44 = newValue
            }
        }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A rotation by `angle` radians about the axis (x, y, z); the identity when the axis has no length. About
/// (0, 0, 1) it equals `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let k = 1 - c
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m13) = (c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s)
    (t.m21, t.m22, t.m23) = (uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s)
    (t.m31, t.m32, t.m33) = (uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `a` followed by `b`: the matrix product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    var result = CATransform3D()
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for index in 0..<4 { sum += a[row, index] * b[index, column] }
            result[row, column] = sum
        }
    }
    return result
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `t` preceded by a rotation.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The inverse of `t`, or `t` unchanged when it has none (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [t | I].
    var m = t
    var inverse = CATransform3DIdentity
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where abs(m[row, column]) > abs(m[pivot, column]) { pivot = row }
        guard abs(m[pivot, column]) > 1e-12, m[pivot, column].isFinite else { return t }
        if pivot != column {
            for index in 0..<4 {
                (m[pivot, index], m[column, index]) = (m[column, index], m[pivot, index])
                (inverse[pivot, index], inverse[column, index]) = (inverse[column, index], inverse[pivot, index])
            }
        }
        let divisor = m[column, column]
        for index in 0..<4 {
            m[column, index] /= divisor
            inverse[column, index] /= divisor
        }
        for row in 0..<4 where row != column {
            let factor = m[row, column]
            guard factor != 0 else { continue }
            for index in 0..<4 {
                m[row, index] -= factor * m[column, index]
                inverse[row, index] -= factor * inverse[column, index]
            }
        }
    }
    return inverse
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is an affine 2D transform (no z or perspective terms).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The affine part of `t`: (m11, m12, m21, m22, m41, m42).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The 3D transform of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}
