import StateBinding
import Testing

@Suite("Projections")
struct ProjectionTests {
    @Test("Binding<V> → Binding<V?>: reads wrap, writing nil is ignored")
    func optionalProjection() {
        @State var count = 1
        let optional = Binding<Int?>($count)
        #expect(optional.wrappedValue == 1)
        optional.wrappedValue = 5
        #expect(count == 5)
        optional.wrappedValue = nil
        #expect(count == 5)
        #expect(optional.wrappedValue == 5)
    }

    @Test("Binding<V?> → Binding<V>?: nil when the base is nil now")
    func failableProjectionNil() {
        @State var nickname: String? = nil
        #expect(Binding($nickname) == nil)
    }

    @Test("Binding<V?> → Binding<V>?: a binding to the unwrapped value when it exists")
    func failableProjectionValue() throws {
        @State var nickname: String? = "Oli"
        let unwrapped = try #require(Binding($nickname))
        #expect(type(of: unwrapped) == Binding<String>.self)
        unwrapped.wrappedValue = "Olivier"
        #expect(nickname == "Olivier")
        unwrapped.wrappedValue.append("!")
        #expect(nickname == "Olivier!")
    }

    @Test("The unwrapped binding traps once its base becomes nil, as SwiftUI's does")
    func failableProjectionTrapsAfterNil() async {
        await #expect(processExitsWith: .failure) {
            @State var nickname: String? = "Oli"
            let unwrapped = Binding($nickname)!
            nickname = nil
            _ = unwrapped.wrappedValue
        }
    }

    @Test("Binding<V: Hashable> → Binding<AnyHashable>: reads erase, writes cast back")
    func anyHashableProjection() {
        @State var count = 3
        let erased = Binding<AnyHashable>($count)
        #expect(erased.wrappedValue == AnyHashable(3))
        erased.wrappedValue = AnyHashable(8)
        #expect(count == 8)
    }

    @Test("Writing a value of another type through Binding<AnyHashable> traps")
    func anyHashableProjectionTrapsOnWrongType() async {
        await #expect(processExitsWith: .failure) {
            @State var count = 3
            let erased = Binding<AnyHashable>($count)
            erased.wrappedValue = AnyHashable("three")
        }
    }

    @Test("A binding is Identifiable when its value is, with the value's id")
    func identifiable() {
        @State var item = Item(id: 7, title: "seven")
        #expect($item.id == 7)
        let ids = [$item].map(\.id)
        #expect(ids == [7])
    }
}
