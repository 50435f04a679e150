// A profile form: parsing text fields with Int(_:)/Double(_:), range validation, collected error messages, a failable init used as a function
struct ProfileForm {
    var name = ""
    var ageText = ""
    var heightText = ""
    var website = ""

    var age: Int? { Int(ageText.trimmingCharacters(in: .whitespaces)) }
    var height: Double? { Double(heightText) }

    var problems: [String] {
        var list: [String] = []
        if name.isEmpty { list.append("Name is required") }
        switch age {
        case nil: list.append("Age must be a number")
        case let a? where !(13...120).contains(a): list.append("Age \(a) is out of range")
        default: break
        }
        if let h = height, h < 0.5 || h > 2.5 { list.append("Height \(h) m looks wrong") }
        if !website.isEmpty && !(website.hasPrefix("https://") || website.hasPrefix("http://")) {
            list.append("Website needs http(s)://")
        }
        return list
    }
    var isValid: Bool { problems.isEmpty }
}

import Foundation
@State var form = ProfileForm()
print(form.problems)
$form.name.wrappedValue = "Lee"
$form.ageText.wrappedValue = " 9 "
form.heightText = "1.80"
print(form.problems, form.age as Any, form.height as Any)
form.ageText = "34"
form.heightText = "180"
form.website = "lee.dev"
print(form.problems)
form.heightText = "1.8e0"
form.website = "https://lee.dev"
print(form.isValid, form.height!, form.age!)
print(Int("12abc") as Any, Int("-7")!, Int("+7")!, Double("1,5") as Any, Double("inf")!, Int(" 3") as Any)
print(Int(3.99), Int(-3.99), Int((2.5).rounded()), Int((-2.5).rounded()), Double(Int.max) > 9e18)
struct Height {
    var meters: Double
    init?(text: String) {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), (0.5...2.5).contains(value) else { return nil }
        meters = value
    }
}
print(["1.8", " 1.65 ", "180", "tall"].compactMap(Height.init(text:)).map(\.meters))
