// A notes app: pinned notes first, tags as a Set, word search, word counts, renaming a tag everywhere
struct Note: Identifiable {
    let id: Int
    var title: String
    var body: String
    var tags: Set<String> = []
    var isPinned = false
    var words: [String] { body.lowercased().split(separator: " ").map(String.init) }
}

struct Notebook {
    var notes: [Note]

    var ordered: [Note] {
        notes.sorted { a, b in
            if a.isPinned != b.isPinned { return a.isPinned }
            return a.title < b.title
        }
    }

    func search(_ query: String) -> [String] {
        let q = query.lowercased()
        return ordered.filter { $0.title.lowercased().contains(q) || $0.words.contains(q) }.map(\.title)
    }

    var tagCounts: [(tag: String, count: Int)] {
        let all = notes.flatMap { Array($0.tags) }
        let counts = Dictionary(all.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { (tag: $0.key, count: $0.value) }
    }

    mutating func rename(tag old: String, to new: String) {
        for i in notes.indices where notes[i].tags.contains(old) {
            notes[i].tags.remove(old)
            notes[i].tags.insert(new)
        }
    }
}

@State var notebook = Notebook(notes: [
    Note(id: 1, title: "Groceries", body: "Milk eggs bread", tags: ["home", "todo"]),
    Note(id: 2, title: "Ideas", body: "An app for bread recipes", tags: ["work"]),
    Note(id: 3, title: "Books", body: "Read Dune again", tags: ["home"]),
])
print(notebook.ordered.map(\.title))
$notebook.notes[2].isPinned.wrappedValue = true
print(notebook.ordered.map(\.title))
print(notebook.search("bread"), notebook.search("DUNE"), notebook.search("xyz"))
print(notebook.tagCounts.map { "\($0.tag):\($0.count)" })
notebook.rename(tag: "home", to: "personal")
print(notebook.notes.map { $0.tags.sorted() })
print(notebook.notes.map { $0.words.count }, notebook.notes.reduce(0) { $0 + $1.words.count })
