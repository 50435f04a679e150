import Testing
@testable import BindscopeEngine

/// A session may hold 100k bindings (`let bI = $items[I]`, issue 14 item 3): what each keeps
/// inline stays a few words, the rarely used parts boxed.
@Suite("Compact bindings and dependents")
struct CompactBindingTests {
    @Test("A Binding value is three words: its source, its steps and its transaction, each a reference")
    func bindingValue() {
        #expect(MemoryLayout<BindingValue.Source>.size == 8)
        #expect(MemoryLayout<BindingValue>.size == 24)
    }

    @Test("A dependent's kind is one word, and a registration two")
    func dependentParts() {
        #expect(MemoryLayout<Dependent.Kind>.size == 8)
        #expect(MemoryLayout<Dependent.Registration>.size == 16)
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
}
