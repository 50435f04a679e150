// Slicing a Substring with a range reaching before its start traps as Swift does
let path = "/usr/local/bin"
let tail = path.dropFirst(5)
let slash = tail.firstIndex(of: "/")!
print(tail[..<slash], tail[slash...], path[path.startIndex..<slash])
print(tail[path.startIndex..<slash])
