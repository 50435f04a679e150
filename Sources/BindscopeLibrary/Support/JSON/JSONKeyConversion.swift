/// Foundation's key strategies: `.convertToSnakeCase` (`userName` → `user_name`,
/// `myURLValue` → `my_url_value`) and `.convertFromSnakeCase` (`user_name` → `userName`), each
/// keeping leading and trailing underscores, as Foundation's JSONEncoder and JSONDecoder do.
public enum JSONKeyConversion {
    public static func toSnakeCase(_ key: String) -> String {
        let characters = Array(key)
        guard !characters.isEmpty else { return key }
        var words: [String] = [], word = ""
        for (index, character) in characters.enumerated() {
            // A capital starts a word after a lower-case letter or digit, and ends a run of
            // capitals when a lower-case letter follows it (`URLValue`: `URL`, `Value`).
            if character.isUppercase, !word.isEmpty {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if !previous.isUppercase || nextIsLower {
                    words.append(word)
                    word = ""
                }
            }
            word.append(character)
        }
        words.append(word)
        return words.map { $0.lowercased() }.joined(separator: "_")
    }

    public static func fromSnakeCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        let last = key.lastIndex(where: { $0 != "_" })!
        let middle = key[first...last]
        let components = middle.split(separator: "_")
        guard components.count > 1 else { return key }
        let joined = ([components[0].lowercased()] + components.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}
