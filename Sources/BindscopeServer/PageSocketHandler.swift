import FlyingFox

/// One WebSocket client: what it sends is read on the server's threads and either answered
/// at once (an error) or put in the inbox for the session's thread; what goes to it comes
/// from `PageClients`.
struct PageSocketHandler: WSMessageHandler {
    let clients: PageClients
    let inbox: PageInbox

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (id, outgoing) = clients.add()
        Task { [clients, inbox] in
            for await message in client {
                switch message {
                case .text(let text): Self.receive(text, from: id, clients, inbox)
                case .data: clients.send(PageMessage.error("binary messages are not understood: send JSON text"), to: id)
                case .close: break
                }
            }
            clients.remove(id)
        }
        return outgoing
    }

    private static func receive(_ text: String, from id: Int, _ clients: PageClients, _ inbox: PageInbox) {
        do {
            let request = try PageRequest(parsing: text)
            inbox.put(PageInbox.Pending(action: request.action, id: request.id) { [clients] reply in
                clients.send(reply, to: id)
            })
        } catch {
            clients.send(PageMessage.error(error.message), to: id)
        }
    }
}
