// arguments: --echo
// A watch has no place of its own to name a part of: its old and new values are compared, and
// the parts they differ in named (`doubled[3]: 6 → 200`), up to three; past three it is shown
// whole, cut to the line around its first difference (an array differing further right than a
// line prints is shown from just before its first differing element).
@State var items: [Int] = []
:watch doubled = items.map { $0 * 2 }
:watch total = items.reduce(0, +)
items = Array(0..<1_000)
items[3] = 100
items[40] = 0
items[900] = 0
for i in 950..<955 { items[i] = 1 }
