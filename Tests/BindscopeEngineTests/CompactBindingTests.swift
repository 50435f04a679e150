import Testing
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// A session may hold 100k bindings (`let bI = $items[I]`, issue 14 item 3): what each keeps
/// inline stays a few words, the rarely used parts boxed.
@Suite("Compact bindings and dependents")
struct CompactBindingTests {
    @Test("A Binding value is two words (its source with its transaction, and its steps), held inline by a Value")
    func bindingValue() {
        #expect(MemoryLayout<BindingValue.Source>.size == 8)
        #expect(MemoryLayout<BindingValue>.size == 16)
        // No wider than a Value without it: three words, the last holding the tag.
        #expect(MemoryLayout<Value>.stride == 24)
    }

    @Test("A step is 16 bytes in an array: a binding to an element keeps an array of one")
    func pathStep() {
        #expect(MemoryLayout<PathStep>.stride == 16)
    }

    @Test("A dependent's kind is one word, and a registration two")
    func dependentParts() {
        #expect(MemoryLayout<Dependent.Kind>.size == 8)
        #expect(MemoryLayout<Dependent.Registration>.size == 16)
    }

    @Test("A name's entry in a scope's table is one word")
    func nameEntry() {
        #expect(MemoryLayout<NameEntry>.size == 8)
    }

    @Test("A type is one word, so that the same one is known by its bits (SessionType.isIdentical)")
    func sessionType() {
        #expect(MemoryLayout<SessionType>.size == 8)
        let binding = SessionType.binding(.int)
        #expect(binding.isIdentical(to: binding))
        #expect(!binding.isIdentical(to: .binding(.double)))
        #expect(SessionType.int.isIdentical(to: .int))
        #expect(!SessionType.int.isIdentical(to: .double))
    }

    @Test("A binding carries the empty transaction without storage, and any other as set")
    func transaction() {
        let box = Box(.array([.int(1)]))
        var binding = BindingValue(source: .storage(box), steps: [.element(0)])
        #expect(binding.transaction.animation == nil)
        binding.transaction.isContinuous = true
        let copy = binding
        binding.transaction.disablesAnimations = true
        #expect(copy.transaction.isContinuous && !copy.transaction.disablesAnimations)
        #expect(binding.transaction.isContinuous && binding.transaction.disablesAnimations)
        binding.transaction = .init()
        #expect(!binding.transaction.isContinuous)
    }

    /// What the last reported statement's report listed, `name: before → after`.
    private func reported(_ harness: SessionHarness) -> [String] {
        harness.session.lastReport?.entries.map { "\($0.name)\($0.path): \($0.before) → \($0.after)" } ?? []
    }

    @Test("Bindings declared quietly by the hundred (flagged stale, not listed) are brought up to date before the next report")
    func manyStaleBindings() {
        let harness = SessionHarness(loadSample: false)
        harness.run("@State var items = Array(repeating: 0, count: 300)", quiet: false)
        harness.run((0..<300).map { "let b\($0) = $items[\($0)]\n" }.joined())
        // A quiet write reaches a stale binding: it stays stale, its old value unrecorded.
        harness.run("items[3] = 7")
        harness.run("items[5] = 9", quiet: false)
        #expect(reported(harness) == ["items[5]: 0 → 9", "b5: 0 → 9"])
        harness.run("items[3] = 8", quiet: false)
        #expect(reported(harness) == ["items[3]: 7 → 8", "b3: 7 → 8"])
    }

    @Test("A few stale dependents are brought up to date in creation order, whatever order a quiet run reached them in")
    func fewStaleInCreationOrder() {
        let harness = SessionHarness(loadSample: false)
        harness.run(
            """
            @propertyWrapper struct Logged {
                var value: Int
                init(wrappedValue: Int) { value = wrappedValue }
                var wrappedValue: Int {
                    get { print("read", value); return value }
                    set { value = newValue }
                }
            }
            @State var n = 0
            @Logged var first = 1
            """, quiet: false)
        // Quietly: a second one declared, then a write that reaches the first.
        harness.run("@Logged var second = 2\nfirst = 3")
        let before = harness.capturedOutput.count
        harness.run("n = 1", quiet: false)
        let printed = String(harness.capturedOutput.dropFirst(before))
        #expect(printed.hasPrefix("read 3\nread 2\n"))
    }
}
