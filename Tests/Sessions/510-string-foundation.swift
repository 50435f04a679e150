// Foundation's everyday String members: replacing, trimming, case-insensitive search.
import Foundation
print("a-b-c".replacingOccurrences(of: "-", with: " + "), "aaa".replacingOccurrences(of: "aa", with: "b"))
print("[" + "  two words \t".trimmingCharacters(in: .whitespaces) + "]")
print("[" + "\n padded \n".trimmingCharacters(in: .whitespacesAndNewlines) + "]")
print("[" + "\nline\n".trimmingCharacters(in: .newlines) + "]", "[" + "   ".trimmingCharacters(in: .whitespaces) + "]")
print("SwiftUI".localizedCaseInsensitiveContains("ui"), "Straße".localizedCaseInsensitiveContains("STRASSE"))
print("abc".localizedCaseInsensitiveContains(""), "abc".localizedCaseInsensitiveContains("x"))
