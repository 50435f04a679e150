import StateBinding
import Testing

@Suite("Bindings to collections")
struct CollectionBindingTests {
    @Test("$items[i] is a binding to one element")
    func elementBinding() {
        @State var items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
        let second = $items[1]
        #expect(type(of: second) == Binding<Item>.self)
        second.title.wrappedValue = "deux"
        #expect(items[1].title == "deux")
        $items[0].tags.wrappedValue.append("first")
        #expect(items[0].tags == ["first"])
    }

    @Test("for item in $items yields element bindings, as ForEach($items) does")
    func iteration() {
        @State var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
        for item in $items {
            item.title.wrappedValue = item.title.wrappedValue.uppercased()
        }
        #expect(items.map(\.title) == ["A", "B", "C"])
        #expect($items.map(\.id) == [1, 2, 3])
        #expect($items.count == 3)
        #expect($items.first?.title.wrappedValue == "A")
        #expect($items.last?.id == 3)
    }

    @Test("Element bindings capture the index: after a removal they see another element")
    func elementAfterRemoval() {
        @State var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
        let second = $items[1]
        items.remove(at: 0)
        #expect(second.wrappedValue.id == 3)
        second.title.wrappedValue = "changed"
        #expect(items == [Item(id: 2, title: "b"), Item(id: 3, title: "changed")])
    }

    @Test("An element binding whose index no longer exists traps, as SwiftUI's does")
    func elementOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            @State var items = [1, 2, 3]
            let third = $items[2]
            items.removeLast()
            _ = third.wrappedValue
        }
    }

    @Test("The binding is a random-access collection: indices, reversed, slices")
    func randomAccess() {
        @State var numbers = [10, 20, 30, 40]
        #expect(Array($numbers.indices) == [0, 1, 2, 3])
        #expect($numbers.reversed().map(\.wrappedValue) == [40, 30, 20, 10])
        for number in $numbers[1...2] {
            number.wrappedValue += 1
        }
        #expect(numbers == [10, 21, 31, 40])
        #expect($numbers.distance(from: 0, to: 3) == 3)
        #expect($numbers.index(before: 3) == 2)
    }

    @Test("Collection members of Binding win over key-path lookup: $items.count is Int")
    func collectionMembersShadow() {
        @State var items = ["a", "b"]
        let count = $items.count
        #expect(type(of: count) == Int.self)
        #expect(count == 2)
        #expect(type(of: $items[dynamicMember: \.self]) == Binding<[String]>.self)
    }

    @Test("Element bindings of nested collections write through every level")
    func nestedCollections() {
        @State var grid = [[1, 2], [3, 4]]
        $grid[1][0].wrappedValue = 30
        #expect(grid == [[1, 2], [30, 4]])
    }
}
