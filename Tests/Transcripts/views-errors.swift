// arguments: --keep-going --no-sample
// An action that cannot be done traps as the compiled ViewHost does (Swift's "Fatal error"),
// and the statement is rolled back: no such control (with the nearest title), several
// controls with the title (name one by its place), a disabled one, the wrong kind.
:tap "Tap 0"
struct RowsView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Button("Add") { count += 10 }
            Button("Tap \(count)") { count += 1 }
            Button("Delete") { count = 0 }
                .disabled(true)
            Toggle("Agree", isOn: .constant(false))
        }
    }
}
:mount RowsView()
:tap "Tap 9"
:tap "Add"
:tap "RowsView/VStack/Button#2"
:tap "Delete"
:tap "Agree"
:fill "Tap 10"
:tap Tap
:render
