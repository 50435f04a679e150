// arguments: --no-sample
// A mounted view that reads a session State through a @Binding runs again when a statement at
// the prompt writes that State: the statement's report, then the view's.
struct Greeting: View {
    @Binding var name: String

    var body: some View {
        let _ = Self._printChanges()
        Text("Hello, \(name)!")
        TextField("Name", text: $name)
    }
}
@State var name = "Ann"
:mount Greeting(name: $name)
name = "Bob"
:fill "Name" "Cy"
print(name)
