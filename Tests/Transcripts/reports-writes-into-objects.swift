// A write into an object reports every binding and watch whose value changed, by whichever path
// it was made; a State holding the object changes only inside: its line names the part, never
// two sides that print the same.
@Observable final class Model { var name = "A" }
@State var model = Model()
let nm = $model.name
nm.wrappedValue = "C"
model.name = "D"
final class Box { var value = 1 }
@State var box = Box()
let v = $box.value
:watch w = box.value * 10
:watch viaBinding = v.wrappedValue + 1
v.wrappedValue = 2
box.value = 3
struct Holder { var inner: Box }
@State var h = Holder(inner: Box())
let hv = $h.inner.value
hv.wrappedValue = 7
h.inner.value = 8
:deps hv
:deps nm
:deps v
:deps viaBinding
