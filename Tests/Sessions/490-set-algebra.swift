// union, intersection, subtracting, symmetricDifference and the subset tests.
let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted(), a.union([9, 9]).count)
print(Set([1, 2]).isSubset(of: a), a.isSuperset(of: [1, 5]), a.isDisjoint(with: [7, 8]))
print(a.isStrictSubset(of: a), a == Set([4, 3, 2, 1]), a != b)
var c = a
c.formUnion([10])
c.subtract(b)
print(c.sorted(), a.count)
