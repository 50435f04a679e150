/// Which scripts need the SwiftUI prelude. Compiling it is most of a session's start (its
/// `extension View` gives every built-in view its modifiers), so a script that names none of
/// its declarations starts without it, as the Swift compiler would not look at SwiftUI for a
/// program that never names it.
extension SwiftUIPrelude {
    /// The names the prelude declares at its top level (`View`, `Text`, `VStack`, `ViewHost`,
    /// `EnvironmentKey`, `Bindable`…), read from its source, so that they never drift apart.
    public static let declaredNames: Set<String> = {
        let keywords: Set<Substring> = ["struct", "enum", "protocol", "class", "func", "typealias", "var", "let"]
        var names: Set<String> = []
        for line in source.split(separator: "\n") where line.first.map({ !$0.isWhitespace && $0 != "}" }) ?? false {
            // `@propertyWrapper @dynamicMemberLookup struct Bindable<Value>`, `final class ViewHost`
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            if let keyword = words.firstIndex(where: { keywords.contains($0) }), keyword + 1 < words.count {
                names.insert(String(words[keyword + 1]))
            }
        }
        return names
    }()

    /// Whether `script` names anything the prelude declares (in code, a comment or a string:
    /// when in doubt, the prelude loads).
    public static func isNeeded(by script: String) -> Bool {
        var word = ""
        for scalar in script.unicodeScalars {
            if scalar == "_" || (scalar.properties.isAlphabetic) || (!word.isEmpty && scalar.properties.numericType != nil) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                if declaredNames.contains(word) { return true }
                word = ""
            }
        }
        return declaredNames.contains(word)
    }
}
