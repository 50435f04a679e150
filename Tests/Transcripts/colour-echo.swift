// arguments: --color always --echo
// A replay in colour: the prompts too.
let y = 1
