// A small detector of web addresses, email addresses and phone numbers in text, for `dataDetectorTypes` (TX-5,
// TX-6): Foundation's NSDataDetector is not available off Apple platforms.
//
// What it matches (documented in docs/spec-text-interactions.md, TX-6):
// - Links: a word (a run without spaces) starting with `http://` or `https://` followed by at least one character,
//   or with `www.` followed by a name holding a dot; an email address `local@domain.tld` (a letter-only top-level
//   domain of two letters or more) opens as `mailto:`. Punctuation that ends a sentence, and brackets and quotes
//   around the word, are not part of it.
// - Phone numbers: 7 to 15 digits, with an optional leading `+`, grouped by single spaces, hyphens, parentheses or
//   (at least two) dots, not touching a letter or a digit (nor following `.-+/_@`); they open as `tel:` with the
//   digits (and the `+`).
//
// Invariants: matches never overlap (links are found first, a phone number inside a link is not one) and are in
// text order; detection allocates only its result and is linear in the text's length.
import Foundation

/// Finds links and phone numbers in text.
enum TextDataDetector {
    /// The matches of the kinds in `types` in `characters`: character ranges and the URLs they open, in order.
    static func matches(in characters: [Character], types: UIDataDetectorTypes) -> [(Range<Int>, URL)] {
        var found: [(Range<Int>, URL)] = []
        if types.contains(.link) { found += links(in: characters) }
        if types.contains(.phoneNumber) {
            let taken = found.map(\.0)
            found += phoneNumbers(in: characters).filter { match in !taken.contains { $0.overlaps(match.0) } }
        }
        return found.sorted { $0.0.lowerBound < $1.0.lowerBound }
    }

    // MARK: Links

    private static let leadingPunctuation: Set<Character> = ["(", "<", "[", "\"", "'", "\u{201C}", "\u{2018}"]
    private static let trailingPunctuation: Set<Character> = [
        ".", ",", ";", ":", "!", "?", ")", ">", "]", "\"", "'", "\u{201D}", "\u{2019}",
    ]

    private static func links(in characters: [Character]) -> [(Range<Int>, URL)] {
        var found: [(Range<Int>, URL)] = []
        var start = 0
        while start < characters.count {
            guard !characters[start].isWhitespace else {
                start += 1
                continue
            }
            var end = start
            while end < characters.count, !characters[end].isWhitespace { end += 1 }
            var lower = start
            var upper = end
            while lower < upper, leadingPunctuation.contains(characters[lower]) { lower += 1 }
            while upper > lower, trailingPunctuation.contains(characters[upper - 1]) { upper -= 1 }
            if lower < upper, let url = linkURL(String(characters[lower..<upper])) {
                found.append((lower..<upper, url))
            }
            start = end
        }
        return found
    }

    /// The URL a word opens, if it is a web or email address.
    private static func linkURL(_ word: String) -> URL? {
        let lowered = word.lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) && word.count > scheme.count {
            return URL(string: word)
        }
        if lowered.hasPrefix("www."), isHostName(lowered.dropFirst(4)) { return URL(string: "http://" + word) }
        return isEmailAddress(word) ? URL(string: "mailto:" + word) : nil
    }

    /// Whether `name` is a host name with a dot: letters, digits, hyphens and dots, no empty label, ending with a
    /// path or nothing.
    private static func isHostName(_ name: Substring) -> Bool {
        let host = name.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
    }

    private static func isEmailAddress(_ word: String) -> Bool {
        let parts = word.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty,
            parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._%+-".contains($0)) }),
            isHostName(parts[1]), parts[1].allSatisfy({ $0 != "/" }),
            let tld = parts[1].split(separator: ".").last, tld.count >= 2, tld.allSatisfy(\.isLetter)
        else { return false }
        return true
    }

    // MARK: Phone numbers

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    /// Whether a number after `character` would continue a word, a number or an address (a letter, a digit, or one
    /// of `.-+/_@`), and so is not a phone number of its own.
    private static func continuesWord(_ character: Character) -> Bool {
        character.isLetter || isDigit(character) || ".-+/_@".contains(character)
    }

    private static func phoneNumbers(in characters: [Character]) -> [(Range<Int>, URL)] {
        var found: [(Range<Int>, URL)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let startsNumber = isDigit(character) || character == "+" || character == "("
            let touchesWord = index > 0 && continuesWord(characters[index - 1])
            guard startsNumber, !touchesWord else {
                index += 1
                continue
            }
            let end = phoneRunEnd(in: characters, from: index)
            let touchesWordAfter = end < characters.count && characters[end].isLetter
            if !touchesWordAfter, let url = phoneURL(characters[index..<end]) {
                found.append((index..<end, url))
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The end of the run of digits and separators from `start`, trimmed back to its last digit; separators are
    /// single (two in a row end the run).
    private static func phoneRunEnd(in characters: [Character], from start: Int) -> Int {
        var end = start
        var lastDigitEnd = start
        var previousWasSeparator = false
        while end < characters.count {
            let character = characters[end]
            if isDigit(character) {
                previousWasSeparator = false
                lastDigitEnd = end + 1
            } else if character == "+" && end == start {
                previousWasSeparator = false
            } else if character == "(" || character == ")" {
                previousWasSeparator = false
            } else if character == " " || character == "-" || character == "." {
                if previousWasSeparator { break }
                previousWasSeparator = true
            } else {
                break
            }
            end += 1
        }
        return lastDigitEnd
    }

    /// The `tel:` URL of a candidate run: 7 to 15 digits, dots only as two or more separators.
    private static func phoneURL(_ run: ArraySlice<Character>) -> URL? {
        let digits = run.filter(isDigit)
        guard (7...15).contains(digits.count) else { return nil }
        let dots = run.filter { $0 == "." }.count
        guard dots == 0 || dots >= 2 else { return nil }
        let plus = run.first == "+" ? "+" : ""
        return URL(string: "tel:" + plus + String(digits))
    }
}
