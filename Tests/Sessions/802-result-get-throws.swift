// get() returns the success value or throws the failure
enum LoadError: Error { case offline, notFound(String) }
let ok: Result<Int, LoadError> = .success(42)
let bad: Result<Int, LoadError> = .failure(.notFound("settings"))
do {
    print(try ok.get())
    print(try bad.get())
    print("not reached")
} catch LoadError.notFound(let name) {
    print("missing", name)
} catch {
    print("other", error)
}
print((try? ok.get()) as Any)
print((try? bad.get()) as Any)
print(try! ok.get() + 1)
