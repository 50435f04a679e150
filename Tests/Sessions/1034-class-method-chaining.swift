// Methods that return self let you chain calls on one shared object
class QueryBuilder {
    private var table = ""
    private var conditions: [String] = []
    private var limitCount: Int?
    @discardableResult func from(_ name: String) -> QueryBuilder {
        table = name
        return self
    }
    @discardableResult func whereClause(_ condition: String) -> QueryBuilder {
        conditions.append(condition)
        return self
    }
    @discardableResult func limit(_ n: Int) -> QueryBuilder {
        limitCount = n
        return self
    }
    func build() -> String {
        var sql = "SELECT * FROM \(table)"
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        if let n = limitCount { sql += " LIMIT \(n)" }
        return sql
    }
}
let query = QueryBuilder().from("users").whereClause("age > 18").limit(10)
print(query.build())
query.whereClause("active = 1")
print(query.build())
let builder = QueryBuilder()
let result = builder.from("posts")
print(result === builder, builder.build())
