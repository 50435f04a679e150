// updateValue(_:forKey:) returns the old value; removeAll() empties the dictionary.
var stock = ["pens": 10]
print(stock.updateValue(7, forKey: "pens") as Any)
print(stock.updateValue(2, forKey: "ink") as Any)
print(stock["pens"]!, stock["ink"]!, stock.count)
stock.removeAll()
print(stock, stock.isEmpty)
@State var model = sample
model.scores.removeAll()
print(model.scores.count)
