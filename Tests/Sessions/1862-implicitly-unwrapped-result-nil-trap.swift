// A function returning T! that returns nil traps where its result is read as a value
final class Entry {
    let title: String
    init(title: String) { self.title = title }
}
func entry(at index: Int) -> Entry! {
    index < 2 ? Entry(title: "entry \(index)") : nil
}
func titleLength(_ entry: Entry!) -> Int { entry.title.count }
print(entry(at: 0).title)
print(entry(at: 5) == nil)
print(titleLength(entry(at: 1)))
print(entry(at: 2).title)
