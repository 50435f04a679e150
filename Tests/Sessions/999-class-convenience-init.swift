// Convenience initialisers delegate across to the designated init with self.init(...)
class Temperature {
    var celsius: Double
    init(celsius: Double) {
        self.celsius = celsius
        print("designated init", celsius)
    }
    convenience init(fahrenheit: Double) {
        self.init(celsius: (fahrenheit - 32) * 5 / 9)
        print("from fahrenheit", fahrenheit)
    }
    convenience init() {
        self.init(fahrenheit: 32)
        print("default")
    }
}
let boiling = Temperature(celsius: 100)
print(boiling.celsius)
let body = Temperature(fahrenheit: 98.6)
print(body.celsius)
let freezing = Temperature()
print(freezing.celsius)
