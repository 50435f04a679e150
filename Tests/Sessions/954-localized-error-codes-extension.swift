// localizedDescription: the code Foundation prints, nested types, LocalizedError in an extension
import Foundation
enum R: Int, Error { case a = 5, b = 9 }
enum M: Error { case p(Int), q, r(Int), s }
struct Loader {
    enum Failure: Error { case missing, corrupt }
}
enum FormError: Error { case empty(field: String), tooLong }
extension FormError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .empty(let field): "\(field) is required"
        case .tooLong: "Too long"
        }
    }
}
print(R.b.localizedDescription)
print(M.q.localizedDescription, M.r(1).localizedDescription)
print(Loader.Failure.corrupt.localizedDescription)
var message = ""
do { throw FormError.empty(field: "Name") } catch { message = error.localizedDescription }
print(message, FormError.tooLong.localizedDescription)
let failures: [Error] = [R.a, Loader.Failure.missing, FormError.tooLong]
print(failures.map(\.localizedDescription))
