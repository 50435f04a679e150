// A workshop lesson written as a script: `bindscope --echo --keep-going`
// turns it into a transcript that `bindscope --check` passes.

// 1. A State owns its value; a binding reads and writes one part of it.
@State var todos = sample.todos
let second = $todos[1]
let secondDone = second.done
:watch open = todos.filter { !$0.done }.count
//: pause
// 2. A write through the binding reaches every dependent that read that part.
secondDone.wrappedValue = true
:why open
:deps secondDone
// 3. A write to another part reaches only its own readers.
todos[0].title = "Sketch the whole model"
print(todos[0].title)
// 4. A binding is a let: assigning it is an error, and nothing changes.
second = $todos[0]
print(second.wrappedValue.done)
// 5. Take the last change back, and bring it back.
:undo
print(todos[0].title)
:redo
//: pause
// 6. Your own types work the same way.
struct Settings {
    var volume = 5
    var muted = false
}
@State var settings = Settings()
let volume = $settings.volume
volume.wrappedValue += 2
settings.muted.toggle()
:states volume settings
// 7. Remove the elements and the element bindings break; reading one traps.
todos.removeAll()
print(second.wrappedValue.title)
:graph open
