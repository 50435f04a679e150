// A wrapping hash kept in a State's field, updated through a binding with &* and &+.
struct Document {
    var text: String
    var checksum: Int
}
@State var document = Document(text: "", checksum: 17)
let checksum = $document.checksum
for word in ["state", "binding", "view"] {
    document.text += word
    checksum.wrappedValue = checksum.wrappedValue &* 31 &+ word.count
}
print(document.text, document.checksum)
var big = Int.max / 3
for _ in 0..<4 { big = big &* 7 &+ 1 }
print(big, big ^ Int.min, (big >> 60) & 0b111)
