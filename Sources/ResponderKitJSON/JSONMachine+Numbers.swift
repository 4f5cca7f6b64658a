// Number parsing: an exact fast path for short decimals, the standard library for the rest.

/// Exact powers of ten representable as `Double` (10^0 ... 10^22), for the fast number path.
private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

extension JSONMachine {
    // MARK: - Numbers

    /// Parses a number at `position` (a `-` or a digit).
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        let negative = input[position] == JSONByte.minus
        if negative {
            position += 1
        }
        guard position < end, isDigit(input[position]) else {
            throw fail("expected digit after '-'")
        }
        // Fast-path state: up to 19 significant digits in `mantissa`, value = mantissa * 10^exponent.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        if input[position] == JSONByte.zero {
            position += 1
            if position < end, isDigit(input[position]) {
                throw fail("leading zeros are not allowed", at: start)
            }
        } else {
            while position < end, isDigit(input[position]) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(input[position] - JSONByte.zero)
                }
                significantDigits += 1
                position += 1
            }
            exponent = max(significantDigits - 19, 0)
        }
        if position < end, input[position] == JSONByte.dot {
            position += 1
            guard position < end, isDigit(input[position]) else {
                throw fail("expected digit after '.'")
            }
            while position < end, isDigit(input[position]) {
                let digit = input[position] - JSONByte.zero
                if significantDigits > 0 || digit != 0 {
                    if significantDigits < 19 {
                        mantissa = mantissa &* 10 &+ UInt64(digit)
                        exponent -= 1
                    }
                    significantDigits += 1
                } else {
                    exponent -= 1
                }
                position += 1
            }
        }
        if position < end, input[position] == JSONByte.lowerE || input[position] == JSONByte.upperE {
            position += 1
            var exponentNegative = false
            if position < end, input[position] == JSONByte.plus || input[position] == JSONByte.minus {
                exponentNegative = input[position] == JSONByte.minus
                position += 1
            }
            guard position < end, isDigit(input[position]) else {
                throw fail("expected digit in exponent")
            }
            var explicit = 0
            while position < end, isDigit(input[position]) {
                // Saturate: anything this large overflows or underflows regardless of the digits.
                explicit = min(explicit * 10 + Int(input[position] - JSONByte.zero), 1_000_000)
                position += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }

        if mantissa == 0 {
            return negative ? -0.0 : 0.0
        }
        if significantDigits <= 19, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            // Clinger's fast path: both operands are exact, so the single rounding is correct.
            let magnitude =
                exponent >= 0
                ? Double(mantissa) * exactPowersOfTen[exponent]
                : Double(mantissa) / exactPowersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        return try slowNumber(start: start, end: position, negative: negative)
    }

    /// Converts the validated number `input[start..<end]` with correct rounding, keeping the work linear by limiting
    /// the significant digits handed to `Double.init(_:)` to 800 plus a sticky digit (767 suffice to round correctly).
    func slowNumber(start: Int, end numberEnd: Int, negative: Bool) throws(JSONParseError) -> Double {
        let maxDigits = 800
        var digits: [UInt8] = []
        digits.reserveCapacity(min(numberEnd - start, maxDigits + 1))
        var decimalExponent = 0
        var droppedNonZero = false
        var inFraction = false
        var index = negative ? start + 1 : start
        var explicitStart = numberEnd
        while index < numberEnd {
            let byte = input[index]
            if byte == JSONByte.dot {
                inFraction = true
            } else if byte == JSONByte.lowerE || byte == JSONByte.upperE {
                explicitStart = index + 1
                break
            } else if digits.isEmpty && byte == JSONByte.zero {
                if inFraction {
                    decimalExponent -= 1
                }
            } else if digits.count < maxDigits {
                digits.append(byte)
                if inFraction {
                    decimalExponent -= 1
                }
            } else {
                droppedNonZero = droppedNonZero || byte != JSONByte.zero
                if !inFraction {
                    decimalExponent += 1
                }
            }
            index += 1
        }
        var explicit = 0
        var explicitNegative = false
        index = explicitStart
        while index < numberEnd {
            let byte = input[index]
            if byte == JSONByte.minus {
                explicitNegative = true
            } else if isDigit(byte) {
                explicit = min(explicit * 10 + Int(byte - JSONByte.zero), 1_000_000)
            }
            index += 1
        }
        decimalExponent += explicitNegative ? -explicit : explicit
        if droppedNonZero {
            digits.append(0x31)
            decimalExponent -= 1
        }
        // The value lies in [10^(n-1+e), 10^(n+e)) for n digits: decide clear overflow / underflow without converting.
        if digits.count + decimalExponent > 310 {
            throw fail("number out of range", at: start)
        }
        if digits.count + decimalExponent < -330 {
            return negative ? -0.0 : 0.0
        }
        let text = (negative ? "-" : "") + String(decoding: digits, as: UTF8.self) + "e\(decimalExponent)"
        guard let value = Double(text), value.isFinite else {
            throw fail("number out of range", at: start)
        }
        return value
    }

}
