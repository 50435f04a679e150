// withTransaction and withAnimation return what their closure returns.
@State var n = 2
let a = withAnimation { n * 10 }
let b = withTransaction(Transaction()) { n += 1; return "n=\(n)" }
let c = withAnimation(.linear) { [n, n + 1] }
print(a, b, c)
print(type(of: a), type(of: c))
let d: Double = withAnimation { 1 }
print(d)
withAnimation(nil) { n = 0 }
print(n)
