// A view model marked @MainActor, as SwiftUI code marks them: a session runs on one thread, so the
// annotation is accepted and changes nothing (swiftc would refuse these calls from nonisolated code).
@MainActor
final class SearchModel {
    var query = ""
    private(set) var results: [String] = []
    @MainActor func search(in names: [String]) {
        results = names.filter { $0.lowercased().contains(query.lowercased()) }
    }
}
let model = SearchModel()
model.query = "an"
model.search(in: ["Ann", "Bob", "Dan", "Eve"])
print(model.results)
