// A `?` ending an assignment target writes only when there is a value: dict["k"]? *= 2, selection? += 1
var prices: [String: Double] = ["apple": 0.4]
prices["apple"]? *= 2
prices["plum"]? *= 2
print(prices)
var selection: Int? = nil
selection? += 1
print(selection as Any)
selection = 4
selection? += 1
print(selection as Any)
struct Profile { var nickname: String? }
var profile = Profile(nickname: "al")
profile.nickname? += "!"
profile.nickname? = "Al"
print(profile.nickname ?? "-")
@State var scores: [String: Int] = ["kim": 1]
$scores.wrappedValue["kim"]? += 10
print(scores)
