// debugPrint escapes control characters and quotes; print shows them raw.
let s = "tab\there\r\n\"q\" \\ \u{7F} é \u{0}"
debugPrint(s)
print([s])
let single = "it's"
debugPrint(single, ["'"])
print(String(reflecting: "\u{1F600}"), "\u{301}".count)
