// insert returns whether it inserted; remove returns the removed member or nil.
var seen = Set<Int>()
print(seen.insert(5))
print(seen.insert(5).inserted, seen.insert(7).memberAfterInsert)
print(seen.remove(5) as Any, seen.remove(99) as Any, seen)
@State var visited: Set<String> = []
for place in ["home", "park", "home", "shop"] {
    if !visited.insert(place).inserted {
        print("again:", place)
    }
}
print(visited.sorted())
visited.removeAll()
print(visited.count)
