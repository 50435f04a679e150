// Processing a job queue: while let with popLast/removeFirst, retries with a counter dictionary, if let shorthand
struct Job: Equatable { let id: Int; var attempts = 0; let failsTimes: Int }

@State var queue = [Job(id: 1, failsTimes: 0), Job(id: 2, failsTimes: 2), Job(id: 3, failsTimes: 5)]
var done: [Int] = []
var dropped: [Int] = []
var log: [String] = []
let maxAttempts = 3
while !queue.isEmpty {
    var job = queue.removeFirst()
    job.attempts += 1
    if job.attempts > job.failsTimes {
        done.append(job.id)
        log.append("\(job.id) ok after \(job.attempts)")
    } else if job.attempts < maxAttempts {
        queue.append(job)
    } else {
        dropped.append(job.id)
    }
}
print(done, dropped, log)
var stack = [1, 2, 3]
while let top = stack.popLast() { print("pop", top) }
let nickname: String? = "Al"
let age: Int? = nil
if let nickname { print("hi", nickname) }
if let nickname, let age { print(nickname, age) } else { print("missing age") }
guard case .some(let first) = done.first else { fatalError() }
print(first)
