import Benchmark
import StateBinding

/// Read and write through derived bindings of depth 1, 2, 4 and 8: direct field access, this
/// library's Binding, and the classic closure design.
func depthBenchmarks() {
    let fast = Benchmark.Configuration(scalingFactor: .kilo)

    for depth in [1, 2, 4, 8] {
        Benchmark("depth \(depth) write: direct", configuration: fast) { benchmark in
            let holder = Holder(Level1())
            let write = directWriter(depth: depth)
            measure(benchmark) { i in write(holder, i) }
            blackHole(holder)
        }
        Benchmark("depth \(depth) write: Binding", configuration: fast) { benchmark in
            let state = State(wrappedValue: Level1())
            let leaf = binding(depth: depth, from: state.projectedValue)
            measure(benchmark) { i in leaf.wrappedValue = i }
            blackHole(state.wrappedValue)
        }
        Benchmark("depth \(depth) write: classic", configuration: fast) { benchmark in
            let state = ClassicState(Level1())
            let leaf = classicBinding(depth: depth, from: state.binding)
            measure(benchmark) { i in leaf.wrappedValue = i }
            blackHole(state.value)
        }
        Benchmark("depth \(depth) read: direct", configuration: fast) { benchmark in
            let holder = Holder(Level1())
            let read = directReader(depth: depth)
            measure(benchmark) { _ in blackHole(read(holder)) }
        }
        Benchmark("depth \(depth) read: Binding", configuration: fast) { benchmark in
            let state = State(wrappedValue: Level1())
            let leaf = binding(depth: depth, from: state.projectedValue)
            measure(benchmark) { _ in blackHole(leaf.wrappedValue) }
        }
        Benchmark("depth \(depth) read: classic", configuration: fast) { benchmark in
            let state = ClassicState(Level1())
            let leaf = classicBinding(depth: depth, from: state.binding)
            measure(benchmark) { _ in blackHole(leaf.wrappedValue) }
        }
    }
}

/// `$root.value`, `$root.next.value`, … : a binding `depth` key-path steps below the State.
private func binding(depth: Int, from root: Binding<Level1>) -> Binding<Int> {
    switch depth {
    case 1: return root.value
    case 2: return root.next.value
    case 4: return root.next.next.next.value
    case 8: return root.next.next.next.next.next.next.next.value
    default: preconditionFailure("no model of depth \(depth)")
    }
}

private func classicBinding(depth: Int, from root: ClassicBinding<Level1>) -> ClassicBinding<Int> {
    switch depth {
    case 1: return root.map(\.value)
    case 2: return root.map(\.next).map(\.value)
    case 4: return root.map(\.next).map(\.next).map(\.next).map(\.value)
    case 8:
        return root.map(\.next).map(\.next).map(\.next).map(\.next).map(\.next).map(\.next)
            .map(\.next).map(\.value)
    default: preconditionFailure("no model of depth \(depth)")
    }
}

/// Direct writes of the same fields, chosen once so the loop measures only the write.
private func directWriter(depth: Int) -> (Holder<Level1>, Int) -> Void {
    switch depth {
    case 1: return { $0.value.value = $1 }
    case 2: return { $0.value.next.value = $1 }
    case 4: return { $0.value.next.next.next.value = $1 }
    case 8: return { $0.value.next.next.next.next.next.next.next.value = $1 }
    default: preconditionFailure("no model of depth \(depth)")
    }
}

/// Direct reads of the same fields, chosen once so the loop measures only the read.
private func directReader(depth: Int) -> (Holder<Level1>) -> Int {
    switch depth {
    case 1: return { $0.value.value }
    case 2: return { $0.value.next.value }
    case 4: return { $0.value.next.next.next.value }
    case 8: return { $0.value.next.next.next.next.next.next.next.value }
    default: preconditionFailure("no model of depth \(depth)")
    }
}
