// @ObservationIgnored and let properties are not tracked; the others are
import Observation
@Observable final class Document: @unchecked Sendable {
    let id: Int
    var title: String
    @ObservationIgnored var saveCount = 0
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    func save() { saveCount += 1 }
}
let doc = Document(id: 7, title: "Draft")
withObservationTracking {
    print("reading \(doc.id) \(doc.saveCount)")
} onChange: {
    print("ignored property fired")
}
doc.save()
doc.saveCount = 10
print("saves: \(doc.saveCount)")
withObservationTracking {
    _ = doc.saveCount
    _ = doc.title
} onChange: {
    print("title will change from \(doc.title)")
}
doc.save()
doc.title = "Final"
doc.title = "Published"
print(doc.title, doc.saveCount)
