// arguments: --keep-going
// weak and unowned properties used wrongly, in Swift's wording where Swift has one.
class Owner {}
protocol Plain {}
protocol Delegate: AnyObject {}
class NotOptional { weak var owner: Owner }
class NotAClass { weak var count: Int? }
class NotClassBound { weak var plain: Plain? }
struct Value { weak var owner: Owner? }
class Pinned {
    unowned let owner: Owner
    weak var delegate: Delegate?
    init(owner: Owner) { self.owner = owner }
}
let pinned = Pinned(owner: Owner())
pinned.owner = Owner()
print(pinned.delegate == nil)
