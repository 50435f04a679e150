// Among generic overloads that fit, the one whose constraints are most refined is called
protocol Animal {}
protocol Pet: Animal {}
protocol Dog: Pet {}
struct Wolf: Animal {}
struct Cat: Pet {}
struct Collie: Dog {}
func describe<T: Animal>(_ value: T) -> String { "animal" }
func describe<T: Pet>(_ value: T) -> String { "pet" }
func describe<T: Dog>(_ value: T) -> String { "dog" }
func greet<T: Animal>(_ value: T) -> String { "hello animal" }
func greet<T: Dog>(_ value: T) -> String { "hello dog" }
func pair<T: Dog, U: Animal>(_ a: T, _ b: U) -> String { "dog and animal" }
func pair<T: Dog, U: Dog>(_ a: T, _ b: U) -> String { "two dogs" }
print(describe(Wolf()), describe(Cat()), describe(Collie()))
print(greet(Wolf()), greet(Cat()), greet(Collie()))
print(pair(Collie(), Cat()), pair(Collie(), Collie()))
