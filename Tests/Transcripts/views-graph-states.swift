// arguments: --no-sample
// :states and :graph show the mounted views: the state each view's identity keeps, named by
// its place (ContentView/_total; a ForEach row by its id, ContentView/VStack/Row[Bob]/_likes),
// each view with a body, and an edge from whatever its body read to it: a parent's State
// read through a binding, an @Observable model's property read by one view of the two
// holding it.
@Observable class Model {
    var count = 0
}

struct Adder: View {
    @Binding var total: Int
    var body: some View {
        Button("Add to \(total)") { total += 1 }
    }
}

struct Reader: View {
    let model: Model
    var body: some View {
        Text("Count \(model.count)")
    }
}

struct Bumper: View {
    let model: Model
    var body: some View {
        Button("Bump") { model.count += 1 }
    }
}

struct Row: View {
    let name: String
    @State private var likes = 0
    var body: some View {
        Button("\(name) \(likes)") { likes += 1 }
    }
}

struct ContentView: View {
    @State private var total = 0
    @State private var model = Model()
    let names = ["Ann", "Bob"]
    var body: some View {
        VStack {
            Adder(total: $total)
            Reader(model: model)
            Bumper(model: model)
            ForEach(names, id: \.self) { name in
                Row(name: name)
            }
        }
    }
}
:mount ContentView()
:tap "Bob 0"
:tap "Add to 0"
:tap "Bump"
:states
:states ContentView/_total
:graph
:graph ContentView/_total
:why Reader
:why Bumper
:why ContentView/VStack/Row[Bob]
