import Testing

@testable import bindscope

@Suite("Where the history is kept")
struct HistoryLocationTests {
    @Test("BINDSCOPE_HISTORY, else XDG_STATE_HOME/bindscope/history, else ~/.local/state/bindscope/history")
    func precedence() {
        #expect(HistoryLocation.path(in: ["BINDSCOPE_HISTORY": "/a/h", "XDG_STATE_HOME": "/x", "HOME": "/home/u"]) == "/a/h")
        #expect(HistoryLocation.path(in: ["XDG_STATE_HOME": "/x", "HOME": "/home/u"]) == "/x/bindscope/history")
        #expect(HistoryLocation.path(in: ["HOME": "/home/u"]) == "/home/u/.local/state/bindscope/history")
        #expect(HistoryLocation.path(in: ["BINDSCOPE_HISTORY": "", "XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/bindscope/history")
        #expect(HistoryLocation.path(in: [:]) == nil)
    }
}
