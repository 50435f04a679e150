// An editor whose edits are closures taking the document inout, recorded for undo and redo
struct Document: Equatable {
    var title: String
    var body: String
    var wordCount: Int { body.split(separator: " ").count }
}

struct Editor {
    var document: Document
    private(set) var undoStack: [Document] = []
    private(set) var redoStack: [Document] = []

    mutating func edit(_ change: (inout Document) -> Void) {
        let before = document
        change(&document)
        if document != before {
            undoStack.append(before)
            redoStack.removeAll()
        }
    }

    mutating func undo() {
        guard let previous = undoStack.popLast() else { return }
        redoStack.append(document)
        document = previous
    }

    mutating func redo() {
        guard let next = redoStack.popLast() else { return }
        undoStack.append(document)
        document = next
    }
}

@State var editor = Editor(document: Document(title: "Draft", body: "Hello"))
editor.edit { $0.body += " world" }
editor.edit { $0.title = "Greeting" }
editor.edit { $0.title = "Greeting" }
print(editor.document, editor.undoStack.count)
editor.undo()
print(editor.document.title, editor.redoStack.count)
editor.redo()
print(editor.document.title, editor.document.wordCount)
let body = $editor.document.body
body.wrappedValue = "Rewritten by a binding"
print(editor.undoStack.count, editor.document.wordCount)
editor.undo(); editor.undo(); editor.undo(); editor.undo()
print(editor.document, editor.undoStack.isEmpty, editor.redoStack.map(\.title))
