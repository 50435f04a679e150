// The Binding reference: $value.animation(.default) is a Binding whose writes carry an animation.
@State var isExpanded = false
let animated = $isExpanded.animation(.default)
print(animated.transaction.animation as Any)
animated.wrappedValue = true
print(isExpanded)
let slow = $isExpanded.animation(.easeInOut(duration: 1.5))
print(slow.transaction.animation as Any)
let none = $isExpanded.animation(nil)
print(none.transaction.animation as Any)
slow.wrappedValue = false
print(isExpanded, $isExpanded.transaction.animation as Any)
