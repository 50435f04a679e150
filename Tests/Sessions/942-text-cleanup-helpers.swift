// Cleaning user input: trimming, collapsing spaces, capitalizing words, slugs, digits from characters
import Foundation

func collapseSpaces(_ text: String) -> String {
    text.split(separator: " ").joined(separator: " ")
}
func titleCase(_ text: String) -> String {
    text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
}
func slug(_ text: String) -> String {
    let allowed = text.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    return allowed.components(separatedBy: "-").filter { !$0.isEmpty }.joined(separator: "-")
}

let raw = "   the  QUICK brown   fox!  "
print("[" + raw.trimmingCharacters(in: .whitespaces) + "]", "[" + collapseSpaces(raw) + "]")
print(titleCase(raw), "|", slug(raw), "|", slug("Hello, World: 2024 edition"))
let phone = "(555) 012-3456"
let digits = phone.compactMap { $0.wholeNumberValue }
print(digits, digits.reduce(0) { $0 * 10 + $1 }, phone.filter(\.isNumber).count)
print(raw.replacingOccurrences(of: " ", with: ""), "a-b-c".components(separatedBy: "-"), "tom".capitalized)
let initials = "grace brewster murray hopper".split(separator: " ").map { String($0.first!).uppercased() }.joined()
print(initials, String("racecar".reversed()) == "racecar", "Mississippi".lowercased().filter { $0 == "s" }.count)
