// A `catch` clause with a `where` condition, and a `do` block as a scope.
struct Failure: Error {
    var code: Int
}
func request(_ code: Int) throws -> String {
    if code >= 400 { throw Failure(code: code) }
    return "OK \(code)"
}
for code in [200, 404, 500] {
    do {
        print(try request(code))
    } catch let failure as Failure where failure.code >= 500 {
        print("server error", failure.code)
    } catch {
        print("client error:", error)
    }
}
do {
    let local = "inside do"
    print(local)
}
