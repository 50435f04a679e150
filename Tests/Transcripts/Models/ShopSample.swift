// A second file of the model: it uses the first file's types, and declares `sample`.
let sample = Cart(owner: "Ann", items: [Product(name: "Tea", price: 3.5), Product(name: "Cup", price: 8)])
