import Testing
@testable import BindscopeRuntime
@testable import StateBinding

/// The runtime decides whether a binding's write runs in its own transaction as StateBinding
/// does (`Transaction.carriesChanges` beside the library's `isEmpty`): every combination of a
/// transaction's parts gets one answer from both.
@Suite("The runtime's transactions agree with StateBinding's")
struct TransactionTwinTests {
    @Test("carriesChanges is StateBinding's !isEmpty for every combination of a transaction's parts")
    func emptinessAgrees() {
        for animation in [nil, Animation.default, Animation.easeInOut(duration: 0.3)] {
            for disablesAnimations in [false, true] {
                for isContinuous in [false, true] {
                    var transaction = Transaction(animation: animation)
                    transaction.disablesAnimations = disablesAnimations
                    transaction.isContinuous = isContinuous
                    #expect(transaction.carriesChanges == !transaction.isEmpty, "\(transaction)")
                }
            }
        }
    }
}
