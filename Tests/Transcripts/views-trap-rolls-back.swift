// arguments: --keep-going --no-sample
// A body that traps during an action's update leaves everything as before: the State's
// values roll back (the statement's journal), and so does the tree: no body's children
// mounted or unmounted, no line changed. :render draws the tree as it was, and the next
// action runs from there.
struct Row: View {
    let items: [String]
    let index: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("item \(items[index])")
    }
}

struct Picker3: View {
    @State private var items = ["a", "b", "c"]
    @State private var selected = 0
    @State private var showsDetail = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if showsDetail {
                Text("detail shown")
            }
            Row(items: items, index: selected)
            Button("Next") { selected += 1 }
            Button("Detail") { showsDetail.toggle() }
            Button("Drop") {
                items.removeLast()
                showsDetail = true
            }
        }
    }
}
:mount Picker3()
:tap "Next"
:tap "Next"
:render
// The third Next reads items[3] in Row's body: the trap rolls back the write and the tree.
:tap "Next"
:render
// Drop shows the detail (a Text mounted) before Row traps on items[2]: the Text goes too.
:tap "Drop"
:render
:tap "Detail"
:render
