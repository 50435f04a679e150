// arguments: --keep-going
// :type EXPRESSION (or :t) checks an expression without running it and prints its type;
// :states NAME… lists only the names given.
@State var person = sample.person
var count = 0
:type $person.address
:t sample.todos.first?.title
:type { count += 1 }
:type person.nmae
print(count)
:states person
:states count person
:states persn
:help t
