// arguments: --echo --keep-going
// :save writes the entries that ran (comments and commands kept) as a script that replays
// to the same state; :save --transcript writes what --echo would print for them.
@State var person = sample.person

// A binding into it, and a watch.
let street = $person.address.street
:watch number = person.address.number
@propertyWrapper
struct Doubled {
    var wrappedValue: Int
    var projectedValue: Int { wrappedValue * 2 }
}
@Doubled var doubled = 4
print($doubled)
street.wrappedValue = "Main Street"
thisFails
person.address.number += 1
:states
:save .build/history-save-replayed.swift
:save --transcript .build/history-save-replayed.transcript
:reset
:load .build/history-save-replayed.swift
// The same state again.
:states
:save /no-such-directory/saved.swift
:save Tests
:save
:save --transcript
