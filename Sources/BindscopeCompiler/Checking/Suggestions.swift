import BindscopeRuntime

/// "did you mean …?": the candidate closest to a misspelt name, if it is close enough to be
/// what the user meant: at most a third of the name's length away (one edit for short names).
public enum Suggestions {
    public static func nearest(to name: String, among candidates: [String]) -> String? {
        let maximumDistance = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates) where candidate != name {
            let distance = editDistance(Array(name), Array(candidate))
            guard distance <= maximumDistance else { continue }
            if best == nil || distance < best!.distance
                || (distance == best!.distance && candidate < best!.name)
            {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, one row at a time.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
