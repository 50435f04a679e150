import BindscopeLanguage

/// Foundation's String comparisons, as name-sorting code uses them:
/// `a.localizedCaseInsensitiveCompare(b) == .orderedAscending`. The localized ones follow the
/// collation Foundation gets from ICU, approximated for the text names are made of: letters
/// compare alphabetically ignoring case, then lowercase sorts first; spaces and punctuation
/// before digits before letters; `localizedStandardCompare` compares runs of digits by value
/// (`file2` before `file10`), as Finder does.
extension BuiltinMembers {
    static let stringComparisons: [BuiltinMember] = [
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
            let type = use.checker.foundation.comparisonResult
            return Checked(.nominal(type)) { execution in
                let result = order(try evaluate(execution).asString, try other(execution))
                return .enumeration(type, result + 1)
            }
        }
    }
}

/// The approximated collation of `localizedCompare` and friends (see above).
enum Collation {
    static func compare(_ a: String, _ b: String, numeric: Bool, ignoringCase: Bool) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        var i = 0, j = 0
        // Primary strength: letters without case, numbers by value when asked.
        while i < x.count && j < y.count {
            if numeric, let (m, nextI) = number(x, i), let (n, nextJ) = number(y, j) {
                if m != n { return m < n ? -1 : 1 }
                (i, j) = (nextI, nextJ)
                continue
            }
            let p = primary(x[i]), q = primary(y[j])
            if p != q { return p < q ? -1 : 1 }
            i += 1
            j += 1
        }
        if i < x.count || j < y.count { return i < x.count ? 1 : -1 }
        if ignoringCase { return 0 }
        // Tertiary strength: at the first difference in case, lowercase comes first.
        for (s, t) in zip(x, y) where s != t {
            return s.properties.isLowercase ? -1 : 1
        }
        return 0
    }

    /// Where a character sorts, ignoring case: space and punctuation, then digits, then letters.
    private static func primary(_ scalar: Unicode.Scalar) -> (Int, UInt32) {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
        let group = scalar.properties.isAlphabetic ? 2 : scalar.properties.numericType != nil ? 1 : 0
        return (group, lower.value)
    }

    /// The value of the run of ASCII digits starting at `index`, and where it ends.
    private static func number(_ scalars: [Unicode.Scalar], _ index: Int) -> (Double, Int)? {
        var end = index
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        guard end > index else { return nil }
        return (Double(String(String.UnicodeScalarView(scalars[index..<end]))) ?? 0, end)
    }
}
