// Sets: literals by type context, duplicates dropped, contains, count (printed sorted).
let tags: Set<String> = ["swift", "ui", "swift", "state"]
print(tags.count, tags.contains("ui"), tags.contains("uikit"))
print(tags.sorted())
let single: Set = [42]
print(single, type(of: single))
debugPrint(single)
print([single], Set<Int>(), Set<Int>().isEmpty)
let fromArray = Set([3, 1, 3, 2, 1])
print(fromArray.count, fromArray.sorted(), fromArray.min()!, fromArray.max()!)
