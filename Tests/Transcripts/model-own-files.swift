// arguments: --model Tests/Transcripts/Models/Shop.swift Tests/Transcripts/Models/ShopSample.swift --
// --model loads the given files as the model module (named after the first file): `sample` is
// theirs, a State binds to its paths, the session's own declarations shadow its names and
// Shop.Product still names the module's.
@State var cart = sample
let firstPrice = $cart.items[0].price
firstPrice.wrappedValue = 4
print(cart.total)
struct Product { var code: Int }
let mine = Product(code: 7)
let theirs = Shop.Product(name: "Pot", price: 20)
print(mine, theirs)
:model
:model Product
:model sample.items[0]
