// `let` before a qualified enum case pattern binds its payload: in catch clauses and switch cases
enum UploadError: Error {
    case tooLarge(bytes: Int, limit: Int)
    case rejected(String)
}

func upload(_ bytes: Int) throws -> String {
    if bytes > 100 { throw UploadError.tooLarge(bytes: bytes, limit: 100) }
    if bytes == 0 { throw UploadError.rejected("empty file") }
    return "uploaded \(bytes)"
}

for size in [10, 250, 0] {
    do {
        print(try upload(size))
    } catch let UploadError.tooLarge(bytes, limit) {
        print("too large: \(bytes) > \(limit)")
    } catch var UploadError.rejected(reason) {
        reason += "!"
        print(reason)
    } catch {
        print("unexpected", error)
    }
}

let failure = UploadError.tooLarge(bytes: 7, limit: 5)
switch failure {
case let UploadError.tooLarge(b, l) where b > l:
    print("over by", b - l)
default:
    print("fine")
}
if case let UploadError.tooLarge(bytes, _) = failure { print(bytes) }
