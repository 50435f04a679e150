import SwiftUI

// ForEach identifies each row by its element's id: a row's state follows the element when the
// array is reordered, and a removed element's row goes with its state.
struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct Row: View {
    let fruit: Fruit
    @State private var likes = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(fruit.name) ♥\(likes)") { likes += 1 }
    }
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

    var body: some View {
        List {
            ForEach(fruits) { fruit in
                Row(fruit: fruit)
            }
            Button("Reverse") { fruits.reverse() }
            Button("Drop first") { fruits.removeFirst() }
        }
    }
}

let host = ViewHost(FruitList())
host.tap("Banana ♥0")
host.tap("Banana ♥1")
print(host.render())
host.tap("Reverse")
print(host.render())
host.tap("Drop first")
print(host.render())
