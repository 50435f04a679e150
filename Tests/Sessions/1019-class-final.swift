// final marks a method or a whole class as not overridable; other methods can still be overridden
class Document {
    var title: String
    init(title: String) { self.title = title }
    final func save() -> String { "saved \(title) as \(fileExtension())" }
    func fileExtension() -> String { "txt" }
}
final class Spreadsheet: Document {
    var rows = 0
    override func fileExtension() -> String { "csv" }
    func addRow() { rows += 1 }
}
let doc = Document(title: "notes")
let sheet = Spreadsheet(title: "budget")
sheet.addRow()
sheet.addRow()
print(doc.save())
print(sheet.save(), sheet.rows)
let docs: [Document] = [doc, sheet]
print(docs.map { $0.save() })
