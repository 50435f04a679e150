// A generic function constrained to a session protocol, some P parameters and any P parameters side by side
protocol Scorer {
    var points: Int { get }
}
struct Goal: Scorer { var points: Int { 3 } }
struct Bonus: Scorer { let points: Int }
func total<T: Scorer>(_ xs: [T]) -> Int {
    xs.reduce(0) { $0 + $1.points }
}
func doubled(_ s: some Scorer) -> Int { s.points * 2 }
func mixedTotal(_ xs: [any Scorer]) -> Int {
    xs.map(\.points).reduce(0, +)
}
func best<T>(_ xs: [T]) -> T? where T: Scorer {
    xs.max { $0.points < $1.points }
}
print(total([Goal(), Goal()]))
print(total([Bonus(points: 5), Bonus(points: 1)]))
print(doubled(Goal()), doubled(Bonus(points: 10)))
print(mixedTotal([Goal(), Bonus(points: 4)]))
print(best([Bonus(points: 2), Bonus(points: 9)])!)
print(best([Goal]())  as Any)
let any: any Scorer = Bonus(points: 8)
print(doubled(any))
