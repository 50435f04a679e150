// Result values: .success/.failure built from context, printed bare at top level and qualified when nested
enum LoadError: Error { case offline, notFound(String) }
let ok: Result<Int, LoadError> = .success(3)
let missing: Result<Int, LoadError> = .failure(.notFound("profile"))
let explicit = Result<String, LoadError>.success("cached")
print(ok)
print(missing)
print(explicit)
print([ok, missing])
debugPrint(ok)
let maybe: Result<Int, LoadError>? = .failure(.offline)
print(maybe as Any)
struct Response { var status: Result<Int, LoadError> }
print(Response(status: .success(200)))
print(type(of: explicit))
