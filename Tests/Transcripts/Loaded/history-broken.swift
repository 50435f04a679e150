// A file for :load with an error in the middle.
let before = "ran"
let broken: Int = "not a number"
let after = "never runs"
