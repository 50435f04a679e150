// Force-unwrapping a dictionary lookup for a missing key stops the program, after what printed before
struct Catalog { var prices: [String: Double] }
@State var catalog = Catalog(prices: ["tea": 2.5, "cake": 3.75])
let basket = ["tea", "cake", "scone"]
var total = 0.0
for item in basket {
    print("adding", item)
    total += catalog.prices[item]!
}
print(total)
