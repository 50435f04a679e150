// A value wider than the line is laid out over lines, opening only the parts that do not fit.
let s = sample
// :states keeps one line a name: a value too wide for its row is cut with …
:states
