// An enum with payloads inside a State, changed through a binding
enum Status: Equatable {
    case idle
    case loading(progress: Double)
    case done(String)
}
struct Job {
    var name: String
    var status: Status
}
@State var job = Job(name: "upload", status: .idle)
let status = $job.status
status.wrappedValue = .loading(progress: 0.5)
print(job)
switch job.status {
case .loading(let progress): print("at", progress)
default: print("not loading")
}
job.status = .done("ok")
print(status.wrappedValue)
print(job.status == .done("ok"))
