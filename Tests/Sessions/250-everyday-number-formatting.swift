// Everyday numbers: rounded() and rounded(.down), averages, integer division, percentages
let price = 19.987
print((price * 100).rounded() / 100, price.rounded(), Int(price.rounded(.down)))
let values = [3.5, 1.25, 8.0]
let average = values.reduce(0, +) / Double(values.count)
print(average, values.max()!, values.min()!)
print(abs(-3), max(2, 9, 4))
print(10 / 3, 10 % 3, 10.0 / 4, Double(7) / 2)
let percent = 0.256
print("\(Int(percent * 100))%")
print(7.isMultiple(of: 7), 12.quotientAndRemainder(dividingBy: 5))
