// arguments: --color always
// :graph in colour: the names stand out, the branches are dimmed.
@State var count = 1
:watch double = count * 2
:watch label = "\(count) → \(double)"
:graph
