// Reports and watches over a session's own Person (shadowing the sample's) and the module's sample.
struct Person {
    var name: String
    var age: Int
}
@State var me = Person(name: "Ada", age: 36)
@State var theirs = SampleModel.sample.person
let age = $me.age
:watch label = "\(me.name) (\(me.age)) and \(theirs.name)"
age.wrappedValue += 1
theirs.name = "Olivier B."
let sample = me
:states
:deps label
