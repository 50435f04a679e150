// arguments: --no-sample
// SwiftUI's warning for a ForEach id that occurs twice, and bindscope's for an `.id(UUID())`
// made afresh in every body: the view's state starts over on each update.
import Foundation

struct Row: View {
    let name: String
    @State private var likes = 0

    var body: some View {
        Button("\(name) ♥\(likes)") { likes += 1 }
    }
}

struct ListView: View {
    @State private var names = ["Ann", "Bob", "Ann"]
    @State private var taps = 0

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
            Row(name: "Fresh")
                .id(UUID())
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}
:mount ListView()
:tap "Fresh ♥0"
:tap "Tap 0"
