// lazy properties in a class: closure initialisers run once on first access and may use self
class DataLoader {
    let name: String
    lazy var data: [Int] = {
        print("loading \(name)")
        return [1, 2, 3]
    }()
    lazy var summary: String = "\(name) has \(data.count) items"
    init(name: String) { self.name = name; print("init \(name)") }
}
let loader = DataLoader(name: "numbers")
print("before access")
print(loader.data)
print(loader.data.count)
print(loader.summary)
loader.data.append(4)
print(loader.summary)
let other = loader
print(other.data)
