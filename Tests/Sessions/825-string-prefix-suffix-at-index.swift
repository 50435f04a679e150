// prefix(upTo:), prefix(through:) and suffix(from:) cut a String at an index into Substrings
let path = "photos/2024/beach.jpg"
if let slash = path.firstIndex(of: "/") {
    print(path.prefix(upTo: slash), path.prefix(through: slash), path.suffix(from: slash))
}
let dot = path.lastIndex(of: ".")!
let name = path.prefix(upTo: dot)
let ext = path.suffix(from: path.index(after: dot))
print(name, ext, type(of: ext))
print(path.prefix(upTo: path.startIndex).isEmpty, path.suffix(from: path.endIndex).isEmpty)
