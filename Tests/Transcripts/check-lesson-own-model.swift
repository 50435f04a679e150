// arguments: --check --model Tests/Transcripts/Models/Shop.swift Tests/Transcripts/Models/ShopSample.swift --
// A lesson written against one's own model, checked with it.
bindscope> @State var cart = sample
cart: Cart = Cart(
  owner: "Ann",
  items: [Product(name: "Tea", price: 3.5), Product(name: "Cup", price: 8.0)]
)
bindscope> let owner = $cart.owner
owner: Binding<String> = [..]
bindscope> cart.owner = "Bo"
  cart.owner: "Ann" → "Bo"
  owner: "Ann" → "Bo"
bindscope> :reset
A new session: everything declared is gone; the model Shop is loaded again.
bindscope> print(sample.owner)
Ann
