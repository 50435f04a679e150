/// Links and headings of a Markdown document, as GitHub reads them.
enum DocumentLinks {
    /// The targets of the document's relative links (`[text](target)`), outside code.
    static func links(in text: String) -> [String] {
        proseLines(of: text, droppingInlineCode: true).flatMap { line in
            line.matches(of: #/\]\(([^)\s]+)\)/#).map { String($0.output.1) }
        }.filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    /// The anchors of the document's headings: lowercased, punctuation but `-` and `_` left
    /// out, spaces made `-`, a repeated one numbered (`-1`), as GitHub makes them.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in proseLines(of: text, droppingInlineCode: false) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingPrefix(" ")
            let slug = String(
                title.lowercased().compactMap { character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
                })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The lines outside fenced code blocks, with inline code taken out or only its backticks.
    private static func proseLines(of text: String, droppingInlineCode: Bool) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.trimmingPrefix(" ").hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            lines.append(droppingInlineCode ? line.replacing(#/`[^`]*`/#, with: "") : line.replacing("`", with: ""))
        }
        return lines
    }
}
