@testable import BindscopeServer
import Testing

@Suite("The page's HTML")
struct PageHTMLTests {
    @Test("It needs nothing from elsewhere: no script, style, image or font from another host")
    func selfContained() {
        for pattern in ["src=\"http", "href=\"http", "@import", "url(http", "//cdn", "src=\"//"] {
            #expect(!PageHTML.text.contains(pattern), "the page loads \(pattern)…")
        }
    }

    @Test("It speaks the server's version of the protocol")
    func sameVersion() {
        #expect(PageHTML.text.contains("const VERSION = \(PageRequest.version);"))
    }
}
