// catch clauses with payload patterns (let bindings, a where condition) on an error enum with associated values.
enum NetworkError: Error {
    case offline
    case status(Int)
    case timeout(seconds: Double)
}
func fetch(_ code: Int) throws -> String {
    switch code {
    case 0: throw NetworkError.offline
    case 1: throw NetworkError.timeout(seconds: 2.5)
    case 200: return "ok"
    default: throw NetworkError.status(code)
    }
}
for code in [200, 0, 404, 500, 1] {
    do {
        print(try fetch(code))
    } catch NetworkError.status(let status) where status >= 500 {
        print("server error", status)
    } catch NetworkError.status(let status) {
        print("status", status)
    } catch NetworkError.timeout(let seconds) {
        print("timed out after", seconds)
    } catch NetworkError.offline {
        print("offline")
    } catch {
        print("other:", error)
    }
}
