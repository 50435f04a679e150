// Strings: escapes, unicode, raw strings, multi-line literals and print's separators
import Foundation
let name = "Zoë"
let greeting = "Hi, \(name)!\tWelcome 👋"
print(greeting, greeting.count, greeting.utf8.count, greeting.unicodeScalars.count)
debugPrint(greeting, "quote \" and \\ backslash", "new\nline")
let raw = #"No \(interpolation) here, but \#(name) is"#
print(raw)
let block = """
    Dear \(name),
      indented line
    "quoted" and \\ escaped
    last line
    """
print(block)
print(block.split(separator: "\n").count, block.hasPrefix("Dear"))
print("a", "b", "c", separator: "-", terminator: ".\n")
print()
print(1, 2.5, true, nil as Int?, [1], separator: " | ")
let flag = "🇳🇴"
print(flag.count, flag.unicodeScalars.count, "e\u{301}" == "é", "\u{1F600}")
print("Ünïcödé".lowercased(), "straße".uppercased(), "ǅ".lowercased())
let padded = String(repeating: " ", count: 3) + "x"
print("[\(padded)]", "[\(padded.trimmingCharacters(in: .whitespaces))]")
print("tab\there", "multi\u{0020}space", "\"\(42)\"")
