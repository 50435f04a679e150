// Binding(base) turns a Binding<V> into a Binding<V?>: reads wrap, writing nil is ignored.
@State var name = sample.person.name
let optional = Binding<String?>($name)
print(type(of: optional))
print(optional.wrappedValue as Any)
optional.wrappedValue = "Ada"
print(name)
optional.wrappedValue = nil
print(name, optional.wrappedValue as Any)
let viaAs = Binding($name) as Binding<String?>
viaAs.wrappedValue = "Grace"
print(name)
