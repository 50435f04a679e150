// arguments: --echo --keep-going --color never
// `:set color on` colours what follows (prompts, values, reports, errors) whatever --color chose.
@State var x = 1
x = 2
:set color on
x = 3
let y = x
nope
:set color off
x = 4
:set color
:set color blue
