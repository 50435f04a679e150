// An associated type's default, overridden by a refining protocol's, names a type of the conformer: Shelf.Item in types and expressions
struct Crate<Content> {}
protocol Storage {
    associatedtype Item = Crate<Self>
}
protocol ColdStorage: Storage {
    associatedtype Item = Crate<Double>
}
struct Shelf: Storage {}
struct Freezer: ColdStorage {}
let item: Shelf.Item = Shelf.Item()
print(item, Freezer.Item.self, Freezer.Item())
print(type(of: item) == Crate<Shelf>.self)
