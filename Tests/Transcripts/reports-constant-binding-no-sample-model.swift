// arguments: --no-sample
// A write through Binding.constant stores nothing, and its report says so; :model without
// the sample says there is none.
let fixed = Binding.constant(5)
fixed.wrappedValue = 7
print(fixed.wrappedValue)
@State var count = 1
let both = [fixed, $count]
both[1].wrappedValue = 2
:model
