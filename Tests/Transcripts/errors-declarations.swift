// arguments: --keep-going
// Declaration errors: unknown protocols, missing conformance requirements, redeclarations.
struct Point: Drawable { var x: Int }
struct Label: CustomStringConvertible { var text: String }
struct Code: RawRepresentable { var value: Int }
enum Level: Int { case low = 1, high = 1 }
struct Pair: Equatable { var first: Int; var action: () -> Void }
struct Person { var name: String }   // shadows the sample's Person
struct Person { var nickname: String }
enum Mood { case happy = "yes" }
let point = Point(x: 1)
