// sorted(by: <) on tuples and dictionary entries: lexicographic, key first.
let stock = ["pens": 3, "ink": 7, "paper": 3]
for (item, count) in stock.sorted(by: <) {
    print(item, count)
}
let pairs = [(2, "b"), (1, "z"), (2, "a")]
print(pairs.sorted(by: <), pairs.sorted(by: >).first!)
print(pairs.min(by: <)!, stock.max(by: <)!.key)
