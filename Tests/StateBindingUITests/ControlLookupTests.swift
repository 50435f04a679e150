@testable import StateBindingUI
import Testing

struct Form2: View {
    @State private var agreed = false
    @State private var name = ""

    var body: some View {
        VStack {
            Button("Add") {}
            Button("Add") {}
            Toggle("Agree", isOn: $agreed)
            TextField("Name", text: $name)
            Button("Save") {}.disabled(!agreed)
        }
    }
}

@Test func aMissingTitleSuggestsTheNearestOne() {
    let host = ViewHost(Form2())
    #expect(throws: ViewActionError.self) { try host.graph.control("Agre", for: "toggle") }
    do {
        _ = try host.graph.control("Agre", for: "toggle")
    } catch {
        #expect("\(error)" == "no control titled \"Agre\" in the mounted view; did you mean \"Agree\"?")
    }
}

@Test func severalMatchesAreListedByPlaceAndAPlaceNamesOne() throws {
    let host = ViewHost(Form2())
    do {
        _ = try host.graph.control("Add", for: "tap")
        Issue.record("two buttons are titled Add")
    } catch {
        #expect("\(error)" == "2 controls are titled \"Add\"; name one by its place:\n  \"Form2/VStack/Button#1\"\n  \"Form2/VStack/Button#2\"")
    }
    let second = try host.graph.control("Form2/VStack/Button#2", for: "tap")
    #expect(second.title == "Add")
}

@Test func aDisabledControlSaysSoUntilItIsEnabled() throws {
    let host = ViewHost(Form2())
    do {
        _ = try host.graph.control("Save", for: "tap")
        Issue.record("Save is disabled")
    } catch {
        #expect("\(error)" == "\"Save\" is disabled (.disabled(true)): the tap does nothing")
    }
    host.toggle("Agree")
    #expect(try host.graph.control("Save", for: "tap").isDisabled == false)
}

@Test func theWrongActionNamesTheRightOne() {
    let host = ViewHost(Form2())
    do {
        _ = try host.graph.control("Agree", for: "tap")
        Issue.record("a Toggle is not tapped")
    } catch {
        #expect("\(error)" == "\"Agree\" is a Toggle, which cannot be asked to tap; use :toggle")
    }
}

@Test func fillReplacesTheTextInOneWrite() {
    let host = ViewHost(Form2())
    host.fill("Name", "Ann")
    #expect(host.render().contains("TextField \"Name\" text: \"Ann\""))
    #expect(host.lastUpdate.lineChanges.map(\.new) == ["TextField \"Name\" text: \"Ann\""])
}
