// Foundation's capitalized: each word's first letter uppercased, the rest lowercased.
import Foundation
for text in ["hello world", "HELLO wORLD", "hello-world", "o'neil", "a1b c2d", "3rd place", "  two  spaces", "éclair"] {
    print("[\(text.capitalized)]")
}
print(sample.role.rawValue.capitalized, [Role.engineer, .designer].map { $0.rawValue.capitalized })
