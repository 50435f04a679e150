// error.localizedDescription: Foundation's default text with the case's code, or a LocalizedError's errorDescription
import Foundation
enum NetErr: Error { case offline, timeout(seconds: Int), bad(String), lost }
struct ParseErr: Error { var line: Int }
enum Plain: Error { case a, b, c }
enum AppError: LocalizedError {
    case notFound(String), denied
    var errorDescription: String? {
        switch self {
        case .notFound(let what): return "\(what) was not found"
        case .denied: return nil
        }
    }
}
let errors: [Error] = [NetErr.offline, NetErr.timeout(seconds: 3), NetErr.bad("x"), NetErr.lost, ParseErr(line: 2), Plain.a, Plain.c, AppError.notFound("File"), AppError.denied]
for e in errors { print(e.localizedDescription) }
print(Plain.b.localizedDescription)
print(AppError.notFound("Key").localizedDescription, AppError.notFound("K").errorDescription as Any)
do { throw AppError.notFound("User") } catch { print("Error: \(error.localizedDescription)", error) }
