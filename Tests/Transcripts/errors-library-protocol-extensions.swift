// arguments: --keep-going
// Extensions of library protocols beyond what a session supports.
protocol Named {}
extension Equatable: Named {}
extension Collection where Index == Int {}
extension Hashable where Self: Comparable {
    func smaller(_ other: Self) -> Self { min(self, other) }
}
extension Comparable where Wrapped: Equatable {}
