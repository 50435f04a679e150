// switch on a Character or String with ranges of them: case "0"..."9", "a"..."z", ..."m"
func kind(_ c: Character) -> String {
    switch c {
    case "0"..."9": return "digit"
    case "a"..."z", "A"..."Z": return "letter"
    case " ": return "space"
    default: return "other"
    }
}
print("a1 Z?".map(kind))
func tokens(_ text: String) -> [String] {
    var result: [String] = [], number = ""
    for c in text {
        if case "0"..."9" = c { number.append(c); continue }
        if !number.isEmpty { result.append(number); number = "" }
        if c != " " { result.append(String(c)) }
    }
    if !number.isEmpty { result.append(number) }
    return result
}
print(tokens("12 + 345*6"))
for name in ["Ada", "Mia", "Zoe"] {
    switch name {
    case ..."M": print(name, "first half")
    default: print(name, "second half")
    }
}
