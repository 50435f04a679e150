// String(describing:) gives exactly the text print would show for one item.
let texts = [
    String(describing: 42),
    String(describing: "quoted?"),
    String(describing: sample.role),
    String(describing: sample.person),
    String(describing: sample.person.address),
    String(describing: sample.nickname),
    String(describing: [sample.role]),
    String(describing: 0.1 + 0.2),
]
for text in texts {
    print(text)
}
print(texts.count)
print(String(describing: sample.todos[1].note), String(describing: Role.self))
