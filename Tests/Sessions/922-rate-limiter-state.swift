// A request rate limiter: a sliding window of Int timestamps, removeAll(where:), retry-after computation
struct RateLimiter {
    let limit: Int
    let window: Int
    private(set) var timestamps: [Int] = []
    private(set) var rejected = 0

    mutating func allow(at time: Int) -> Bool {
        timestamps.removeAll { $0 <= time - window }
        guard timestamps.count < limit else {
            rejected += 1
            return false
        }
        timestamps.append(time)
        return true
    }

    func retryAfter(at time: Int) -> Int? {
        guard timestamps.count >= limit, let oldest = timestamps.first else { return nil }
        return oldest + window - time
    }
}

@State var limiter = RateLimiter(limit: 3, window: 10)
var results: [String] = []
for t in [0, 2, 3, 4, 9, 11, 12, 13, 25] {
    let ok = limiter.allow(at: t)
    results.append("\(t):\(ok ? "ok" : "wait \(limiter.retryAfter(at: t) ?? 0)")")
}
print(results)
print(limiter.timestamps, limiter.rejected, limiter.retryAfter(at: 25) as Any)
