/// A multi-line entry as the history keeps it: each line after the first behind the
/// continuation prompt it was typed after. libedit draws one prompt before the whole buffer,
/// so an entry recalled with Up (or found with Ctrl-R) shows its later lines as they were
/// typed only if the prompts are part of the text; they are taken off again when the entry is
/// run. Entries saved before (without them) still run as they are.
enum RecalledEntry {
    static func stored(_ entry: String, continuationPrompt: String) -> String {
        entry.replacingOccurrences(of: "\n", with: "\n" + continuationPrompt)
    }

    /// `text` as typed: one continuation prompt taken off the start of each line after the
    /// first. Any prompt of the shape `   ... ` or `  ...> ` is one, so entries saved under
    /// another prompt (a numbered one) come back too.
    static func typed(_ text: String) -> String {
        guard text.contains("\n") else { return text }
        return text.replacing(continuationPrompt, with: "\n")
    }

    nonisolated(unsafe) private static let continuationPrompt = try! Regex(#"\n *\.\.\.[^ \n]* "#)
}
