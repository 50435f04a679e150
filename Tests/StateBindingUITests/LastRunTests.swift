@testable import StateBindingUI
import Testing

// The cause of each view's last body run, as the shared graph records it (bindscope's
// `:why VIEW`), through the compiled ViewHost.

struct WhyBadge: View {
    let count: Int
    var body: some View { Text("Count \(count)") }
}

struct WhyQuiet: View {
    var body: some View { Text("Quiet") }
}

struct WhyCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Tap \(count)") { count += 1 }
            WhyBadge(count: count)
            WhyQuiet()
        }
    }
}

@Test func aFirstMountIsItsOwnCause() throws {
    let host = ViewHost(WhyCounter())
    let run = try #require(host.graph.lastRuns(named: "WhyCounter").first)
    #expect(run.isFirstMount)
    #expect(run.parent == nil)
    #expect(run.writes.isEmpty)
    #expect(run.run.reasons == ["@self", "@identity", "_count"])
    #expect(run.update == host.graph.updateNumber)
}

@Test func aTapNamesTheStateWrittenByItsOwner() throws {
    let host = ViewHost(WhyCounter())
    host.tap("Tap 0")
    let run = try #require(host.graph.lastRuns(named: "WhyCounter").first)
    #expect(!run.isFirstMount)
    #expect(run.run.reasons == ["_count"])
    // Compiled writes have no name of their own: the state is named by its owner's place.
    #expect(run.writes == [BodyRunCause.Write(name: nil, owner: "WhyCounter/_count")])
    #expect(run.update == host.graph.updateNumber)
}

@Test func aChildMadeWithOtherInputsNamesItsParent() throws {
    let host = ViewHost(WhyCounter())
    let mounted = host.graph.updateNumber
    host.tap("Tap 0")
    let badge = try #require(host.graph.lastRuns(named: "WhyBadge").first)
    #expect(badge.run.reasons == ["@self"])
    #expect(badge.parent == "WhyCounter")
    #expect(badge.writes.isEmpty)
    // A child with the same inputs did not run: its last run is still its first mount.
    let quiet = try #require(host.graph.lastRuns(named: "WhyCounter/VStack/WhyQuiet").first)
    #expect(quiet.isFirstMount)
    #expect(quiet.update == mounted)
}

@Test func aNameMatchingNoViewHasNoRun() {
    let host = ViewHost(WhyCounter())
    #expect(host.graph.lastRuns(named: "WhyCountr").isEmpty)
    #expect(host.graph.bodyViews.map(\.place) == ["WhyCounter", "WhyCounter/VStack/WhyBadge", "WhyCounter/VStack/WhyQuiet"])
}
