import BindscopeRuntime

/// How an array became another by a few insertions and removals (`todos.remove(at: 0)`,
/// `append`, `insert(_:at:)`), found by comparing elements: a report then says
/// `todos: removed [0] Todo(…)` instead of printing two long arrays that differ everywhere
/// after the first index, and an index binding (`$todos[1]`) can say which element it now
/// reads. The shortest such edit is found (Myers' algorithm, stopped at `limit` edits), after
/// the elements both share at their start and end, so it costs about the arrays' length.
public struct ArrayEdits {
    /// Indices in the old array, ascending.
    public private(set) var removed: [Int] = []
    /// Indices in the new array, ascending.
    public private(set) var inserted: [Int] = []
    /// The arrays' lengths.
    public let oldCount: Int
    public let newCount: Int

    /// Nil unless at most `limit` insertions and removals make `new` from `old`. Of arrays of
    /// one length, only when they are fewer than the elements that differ by index: one
    /// element replaced is a change of that element (`todos[1]: … → …`), not a removal and an
    /// insertion, but one removed and one inserted further on shifts all those between.
    public init?(from old: [Value], to new: [Value], limit: Int, same: (Value, Value) -> Bool) {
        guard abs(old.count - new.count) <= limit, !old.isEmpty || !new.isEmpty else { return nil }
        oldCount = old.count
        newCount = new.count
        let shorter = min(old.count, new.count)
        var start = 0
        while start < shorter, same(old[start], new[start]) { start += 1 }
        var end = 0
        while end < shorter - start, same(old[old.count - 1 - end], new[new.count - 1 - end]) { end += 1 }
        let a = old[start..<(old.count - end)], b = new[start..<(new.count - end)]
        guard let (removed, inserted) = Self.shortestEdit(a, b, limit: limit, same: same), removed.count + inserted.count > 0
        else { return nil }
        if old.count == new.count {
            let differing = zip(a, b).count { !same($0, $1) }
            guard removed.count + inserted.count < differing else { return nil }
        }
        self.removed = removed.map { $0 + start }
        self.inserted = inserted.map { $0 + start }
    }

    /// The old index of the element now at `index` of the new array; nil for one inserted.
    public func origin(of index: Int) -> Int? {
        if inserted.contains(index) { return nil }
        // Its place among the elements kept, then that place in the old array.
        var old = index - inserted.count { $0 < index }
        for removal in removed where removal <= old { old += 1 }
        return old
    }

    /// Myers' greedy search for the fewest insertions and removals making `b` from `a`
    /// (indices relative to each), given up past `limit`.
    private static func shortestEdit(
        _ a: ArraySlice<Value>, _ b: ArraySlice<Value>, limit: Int, same: (Value, Value) -> Bool
    ) -> (removed: [Int], inserted: [Int])? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 {
            guard n + m <= limit else { return nil }
            return (Array(0..<n), Array(0..<m))
        }
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        func element(_ slice: ArraySlice<Value>, _ index: Int) -> Value { slice[slice.startIndex + index] }
        for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) ? v[k + 1 + offset] : v[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, same(element(a, x), element(b, y)) {
                    x += 1
                    y += 1
                }
                v[k + offset] = x
                if x >= n, y >= m { return backtrack(trace, n, m, offset) }
            }
        }
        return nil
    }

    /// The edits along the path the search found, from its end back to its start.
    private static func backtrack(_ trace: [[Int]], _ n: Int, _ m: Int, _ offset: Int) -> (removed: [Int], inserted: [Int]) {
        var x = n, y = m
        var removed: [Int] = [], inserted: [Int] = []
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) ? k + 1 : k - 1
            let previousX = v[previousK + offset]
            let previousY = previousX - previousK
            // From diagonal k + 1 the move was down (an element of b inserted), else right
            // (one of a removed); the diagonal run after it matched elements.
            if previousK == k + 1 { inserted.append(previousY) } else { removed.append(previousX) }
            x = previousX
            y = previousY
        }
        return (removed.sorted(), inserted.sorted())
    }
}
