import FlyingFox
import Foundation

/// The server's routes: the page at `/`, its WebSocket at `/socket`; every request checked
/// against `PageOrigin` first.
struct PageHTTPHandler: HTTPHandler {
    let origin: PageOrigin
    let socket: PageSocketHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = origin.refusal(of: request) {
            return HTTPResponse(statusCode: .forbidden, headers: [.contentType: "text/plain"], body: Data((refusal + "\n").utf8))
        }
        switch (request.method, request.path) {
        case (.GET, "/"), (.GET, "/index.html"):
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                body: Data(PageHTML.text.utf8))
        case (.GET, "/socket"):
            return try await WebSocketHTTPHandler.webSocket(socket).handleRequest(request)
        default:
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("not found\n".utf8))
        }
    }
}
