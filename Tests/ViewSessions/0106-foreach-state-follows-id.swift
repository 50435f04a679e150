import SwiftUI

// ForEach identifies each element's view by its id: state follows the element when the
// order changes, and goes when the element does (views.md, "Explicit identity").
struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitRow: View {
    let fruit: Fruit
    @State private var likes = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(fruit.name) \(likes)") { likes += 1 }
    }
}

struct Basket: View {
    @State private var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "plum")]

    var body: some View {
        VStack {
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit)
            }
            Button("Reverse") { fruits.reverse() }
            Button("Drop first") { fruits.removeFirst() }
        }
    }
}

let host = ViewHost(Basket())
host.tap("pear 0")
host.tap("pear 1")
print(host.render())
print("-- reverse")
host.tap("Reverse")
print(host.render())
print("-- drop first")
host.tap("Drop first")
print(host.render())
