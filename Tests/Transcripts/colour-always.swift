// arguments: --color always --keep-going
// Colour forced (for a terminal that is not detected as one): values, reports, errors.
@State var x = 1
let b = $x
x = 2
x = 2
nope
