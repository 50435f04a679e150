// arguments: --keep-going
// Property-wrapper mistakes: a Binding read before it is assigned, wrappers on 'let'.
@Binding var title: String
print(title)
@State let frozen = 1
@State var score = 10
_title = $score
_title = $person
var name = "x"
@State var name = "y"
var late: Int
let early = { late + 1 }
if score > 0 { late = 1 }
print(late)
