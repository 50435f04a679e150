// `Self` as a parameter, result and array element type of methods.
struct Size {
    var width: Int
    var height: Int
    func isBigger(than other: Self) -> Bool { width * height > other.width * other.height }
    static func square(_ side: Int) -> Self { Self(width: side, height: side) }
    func merged(with others: [Self]) -> Self {
        var result = self
        for other in others { result.width += other.width }
        return result
    }
}
let small = Size.square(2)
print(Size(width: 3, height: 3).isBigger(than: small), small.merged(with: [small, Size.square(1)]))
