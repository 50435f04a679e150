// A Result<Void, Failure> succeeds with (), printed as success()
enum SaveError: Error { case diskFull }
func save(_ ok: Bool) -> Result<Void, SaveError> { ok ? .success(()) : .failure(.diskFull) }
let saved = save(true)
print(saved, [saved], save(false))
if case .success = saved { print("saved") }
print((try? save(true).get()) != nil, type(of: saved))
