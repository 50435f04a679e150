// arguments: --keep-going
// :dependents NAME for a session variable that is not a dependent: the watches reading the
// variable the name stands for, a wrapper's storage by its `_` name, a module's global; and
// the names that stand for no variable.
var count = 1
:watch doubled = count * 2
:watch tripled = count * 3
:dependents count
@State var total = 5
:watch half = total / 2
:dependents _total
:watch title = sample.person.name
:dependents sample
:dependents $total
:dependents cuont
