// arguments: --keep-going
// :set alone lists the settings with their values; a change says what the setting is now; :model NAME shows one part of the model
:set
:set verbose on
@State var s = sample
:watch online = s.isOnline
s.progress = 0.5
:set verbose off
:set report value
s.progress = 0.75
:set verbos on
:set report sideways
:set color
:set
:model Todo
:model Role
:model sample.person.address
:model sample.todos[2]
:model Tod
:model sample.nope
:help model
:model sample.todos.count
:model sample.person.name
:model sample.todos.removeAll()
