// Echoed results are named $R0, $R1…, constants of later entries.
sample.todos.count + 1
$R0 * 10
// The sample model is an imported module: a declaration of your own shadows its names.
struct Person { var nickname: String }
let me = Person(nickname: "Olly")
let theirs = SampleModel.sample.person
// At the prompt a later entry may redeclare a name, as the Swift REPL allows.
var count = 1
var count = "one"
