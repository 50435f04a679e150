// An editor with undo/redo: value-type snapshots pushed on a stack, popLast, bindings editing the document
struct Document: Equatable {
    var title: String
    var body: String
    var wordCount: Int { body.split(separator: " ").count }
}

struct Editor {
    var document: Document
    private(set) var undoStack: [Document] = []
    private(set) var redoStack: [Document] = []

    mutating func edit(_ change: (Document) -> Document) {
        let before = document
        document = change(document)
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
editor.edit { Document(title: $0.title, body: $0.body + " world") }
editor.edit { var d = $0; d.title = "Greeting"; return d }
editor.edit { var d = $0; d.title = "Greeting"; return d }
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
