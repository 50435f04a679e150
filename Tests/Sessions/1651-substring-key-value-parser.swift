// Parsing key=value lines and CSV rows with split, firstIndex(of:), prefix(upTo:), suffix(from:) and slices of slices
let config = "name=Ada Lovelace;role=engineer;  level = 3 ;empty=;url=http://x.org/?a=b"
var settings: [(String, String)] = []
for entry in config.split(separator: ";") {
    guard let equals = entry.firstIndex(of: "=") else { continue }
    let key = entry.prefix(upTo: equals).drop(while: { $0 == " " })
    let value = entry.suffix(from: entry.index(after: equals))
    settings.append((String(key.prefix(while: { $0 != " " })), String(value.drop(while: { $0 == " " }))))
    print(entry.startIndex, equals, key.startIndex, value.startIndex, value.endIndex)
}
for (key, value) in settings {
    print("\(key) -> [\(value)]")
}

let csv = "id,name,score\n1,Ada,93\n2,Grace,88\n3,Linus,71"
let lines = csv.split(separator: "\n")
let header = lines[0].split(separator: ",")
print(header.map { "\($0)@\(csv.distance(from: csv.startIndex, to: $0.startIndex))" })
var total = 0
for line in lines.dropFirst() {
    let fields = line.split(separator: ",")
    let name = fields[1]
    let score = Int(fields[2])!
    total += score
    // A field's indices are the whole text's: the line and the CSV agree on them.
    print(name, line[name.startIndex..<name.endIndex], csv[name.startIndex..<name.endIndex], score)
    let initial = name[name.startIndex]
    let rest = name[name.index(after: name.startIndex)...]
    print(initial, rest, rest.startIndex == line.index(line.startIndex, offsetBy: 3))
}
print(total)
let lastLine = lines[lines.count - 1]
let comma = lastLine.lastIndex(of: ",")!
print(lastLine[..<comma], lastLine[lastLine.index(after: comma)...], csv[comma...])
print(lastLine.base == csv, lastLine.indices.first! == lastLine.startIndex)
