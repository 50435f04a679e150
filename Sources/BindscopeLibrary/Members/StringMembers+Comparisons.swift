import BindscopeLanguage
import BindscopeRuntime

/// Foundation's String comparisons, as name-sorting code uses them:
/// `a.localizedCaseInsensitiveCompare(b) == .orderedAscending`. The localized ones follow the
/// collation Foundation gets from ICU, approximated for the text names are made of: letters
/// compare alphabetically ignoring case, then lowercase sorts first; spaces and punctuation
/// before digits before letters; `localizedStandardCompare` compares runs of digits by value
/// (`file2` before `file10`), as Finder does.
extension BuiltinMembers {
    public static let stringComparisons: [BuiltinMember] = [
        comparison("compare(_:)") { $0 == $1 ? 0 : $0 < $1 ? -1 : 1 },
        comparison("caseInsensitiveCompare(_:)") { a, b in
            let x = a.lowercased(), y = b.lowercased()
            return x == y ? 0 : x < y ? -1 : 1
        },
        comparison("localizedCompare(_:)") { Collation.compare($0, $1, numeric: false, ignoringCase: false) },
        comparison("localizedCaseInsensitiveCompare(_:)") { Collation.compare($0, $1, numeric: false, ignoringCase: true) },
        comparison("localizedStandardCompare(_:)") { Collation.compare($0, $1, numeric: true, ignoringCase: false) },
    ]

    private static func comparison(_ selector: String, _ order: @escaping @Sendable (String, String) -> Int) -> BuiltinMember {
        .method(selector, "(String) -> ComparisonResult") { use in
            let other = try use.text(0)
            let evaluate = use.evaluate
            let type = use.checker.comparisonResultType
            return Checked(.nominal(type)) { execution in
                let result = order(try evaluate(execution).asString, try other(execution))
                return .enumeration(type, result + 1)
            }
        }
    }
}

/// The approximated collation of `localizedCompare` and friends (see above), in ICU's three
/// strengths: base characters first (`é` sorts as `e`), then accents (`e` before `é`), then
/// case (lowercase first).
public enum Collation {
    public static func compare(_ a: String, _ b: String, numeric: Bool, ignoringCase: Bool) -> Int {
        let x = elements(a, numeric: numeric), y = elements(b, numeric: numeric)
        for (p, q) in zip(x, y) where p.primary != q.primary {
            return p.primary < q.primary ? -1 : 1
        }
        if x.count != y.count { return x.count < y.count ? -1 : 1 }
        for (p, q) in zip(x, y) where p.accent != q.accent {
            return p.accent < q.accent ? -1 : 1
        }
        if ignoringCase { return 0 }
        for (p, q) in zip(x, y) where p.isUppercase != q.isUppercase {
            return p.isUppercase ? 1 : -1
        }
        return 0
    }

    /// One collation element: where it sorts ignoring accents and case (space and punctuation,
    /// then digits, then letters), its accent (0 for none), and its case.
    private struct Element {
        var primary: Primary
        var accent: UInt32
        var isUppercase: Bool
    }

    private struct Primary: Comparable {
        var group: Int
        var value: Double
        static func < (a: Primary, b: Primary) -> Bool { (a.group, a.value) < (b.group, b.value) }
    }

    private static func elements(_ text: String, numeric: Bool) -> [Element] {
        let scalars = Array(text.unicodeScalars)
        var result: [Element] = []
        var index = 0
        while index < scalars.count {
            if numeric, let (value, end) = number(scalars, index) {
                result.append(Element(primary: Primary(group: 1, value: value), accent: 0, isUppercase: false))
                index = end
                continue
            }
            let scalar = scalars[index]
            index += 1
            if scalar.properties.generalCategory == .nonspacingMark, !result.isEmpty {
                // A combining accent written apart (`e` + U+0301) accents the element before it.
                result[result.count - 1].accent += scalar.value
                continue
            }
            let (base, accent) = decomposed(scalar)
            let lower = base.properties.lowercaseMapping.unicodeScalars.first ?? base
            let group = base.properties.isAlphabetic ? 2 : base.properties.numericType != nil ? 1 : 0
            result.append(Element(
                primary: Primary(group: group, value: Double(lower.value)), accent: accent,
                isUppercase: scalar.properties.isUppercase))
        }
        return result
    }

    /// A Latin letter with an accent as its base letter and the accent's weight:
    /// `LATIN SMALL LETTER E WITH ACUTE` is `e` with an accent; anything else is itself.
    private static func decomposed(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, UInt32) {
        guard scalar.value >= 0xC0, let name = scalar.properties.name else { return (scalar, 0) }
        let words = name.split(separator: " ")
        guard words.count > 5, words[0] == "LATIN", words[2] == "LETTER", words[4] == "WITH", words[3].count == 1,
            let letter = words[3].unicodeScalars.first
        else { return (scalar, 0) }
        let base = words[1] == "SMALL" ? (letter.properties.lowercaseMapping.unicodeScalars.first ?? letter) : letter
        // Weighed as the combining mark it decomposes into, so `é` equals `e` + U+0301.
        let accent = words[5...].joined(separator: " ")
        return (base, combiningMarks[accent] ?? 0x10000 + scalar.value)
    }

    private static let combiningMarks: [String: UInt32] = [
        "GRAVE": 0x300, "ACUTE": 0x301, "CIRCUMFLEX": 0x302, "TILDE": 0x303, "MACRON": 0x304, "BREVE": 0x306,
        "DOT ABOVE": 0x307, "DIAERESIS": 0x308, "RING ABOVE": 0x30A, "DOUBLE ACUTE": 0x30B, "CARON": 0x30C,
        "CEDILLA": 0x327, "OGONEK": 0x328,
    ]

    /// The value of the run of ASCII digits starting at `index`, and where it ends.
    private static func number(_ scalars: [Unicode.Scalar], _ index: Int) -> (Double, Int)? {
        var end = index
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        guard end > index else { return nil }
        return (Double(String(String.UnicodeScalarView(scalars[index..<end]))) ?? 0, end)
    }
}
