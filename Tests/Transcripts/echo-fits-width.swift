// Off a terminal the width is 80: an echo whose value is wider is laid out over indented lines
// at its parts' boundaries (fields, elements, entries, as deep as needed); a part that fits
// stays on its line whole, as does an atom (a long string, a declared description). Values
// that fit are echoed on one line as before. `:states` never wraps: a value too wide for its
// row is cut with …. `print` and `dump` are Swift's own, whatever the width.
struct Tag: CustomStringConvertible {
    var name: String
    var description: String { "#" + name + " (a tag whose description is long enough to be wider than any row)" }
}
struct Leaf { var label: String; var weight: Double; var tags: [String] }
struct Branch { var name: String; var leaves: [Leaf]; var extra: [String: [Int]] }
struct Tree { var root: Branch; var note: String?; var tag: Tag }
enum Shape { case rect(width: Int, height: Int, label: String), dot }
@State var tree = Tree(
    root: Branch(
        name: "trunk",
        leaves: [
            Leaf(label: "first leaf of the trunk", weight: 1.5, tags: ["green", "small", "young"]),
            Leaf(label: "second", weight: 2, tags: []),
        ],
        extra: ["one": [1], "many": Array(1...30), "none": []]),
    note: "a note", tag: Tag(name: "t"))
let fits = Leaf(label: "fits", weight: 0.5, tags: ["a", "b"])
let exactly = ["this one string makes its echo exactly 80 columns wide.."]
let oneOver = ["this one string makes its echo exactly 81 columns wide..."]
let long = "a single string that is much wider than the terminal and is never split mid-word by the layout"
let strings = [long, "short", long]
let empties: ([Int], [String: Int], Set<Int>, String) = ([], [:], [], "and a field that makes the tuple wider than the width")
let maybe: Leaf? = Leaf(label: "an optional leaf with a label long enough", weight: 3, tags: ["x"])
let nothing: Leaf? = nil
let leafBinding = $tree.root.leaves[0]
let shapes: [Shape] = [.rect(width: 100, height: 200, label: "a rectangle wide enough to open"), .dot]
let tags: Set<String> = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota"]
let nested = [[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[10, 11, 12], [13, 14, 15], [16, 17, 18]], [[19, 20]]]
let tagged = tree.tag
tree.root.leaves[1].weight = 2.5
:states
:states tree leafBinding
print(tree.root.leaves)
leafBinding
