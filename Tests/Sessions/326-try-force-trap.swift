// `try!` on a call that throws traps with the error's description.
enum FetchError: Error {
    case offline
}
func fetch(_ online: Bool) throws -> String {
    if !online { throw FetchError.offline }
    return "data"
}
print(try! fetch(true))
print(try! fetch(false))
