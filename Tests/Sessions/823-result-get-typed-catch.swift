// Result.get() throws its Failure type: a do body of such calls binds error as that type
enum LoadError: Error, Equatable { case offline, timeout(Int) }
let cached: Result<Int, LoadError> = .failure(.timeout(3))
func refresh() throws -> Int { 7 }
do {
    _ = try cached.get()
} catch {
    print(error == .offline, type(of: error))
    if case .timeout(let seconds) = error { print("retry in", seconds) }
}
do { _ = try? refresh(); _ = try cached.get() } catch { print("still typed:", error) }
do { print(try cached.get()) } catch let failure as LoadError { print("only", failure) }
do {
    _ = try refresh()
    _ = try cached.get()
} catch let failure as LoadError {
    print("typed", failure)
} catch {
    print("other", type(of: error))
}
