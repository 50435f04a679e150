// Top-level computed variable with getter and setter, and observers on a session variable
var celsius = 20.0
var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
}
print(fahrenheit)
fahrenheit = 212
print(celsius)
var score = 0 {
    willSet { print("about to set \(newValue)") }
    didSet { print("changed from \(oldValue) to \(score)") }
}
score = 5
score += 1
