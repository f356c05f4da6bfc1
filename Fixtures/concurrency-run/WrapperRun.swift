// Awaits every async wrapper of Fixtures/concurrency/async-wrappers.after.swift on each path of
// the functions it wraps and checks what comes back (ConcurrencyTypeCheckTests builds and runs it).
import Foundation

@main
struct WrapperRun {
    static func main() async throws {
        let service = Service()
        await service.ping()
        let count = await service.count(of: [Item(name: "a"), Item(name: "b")])
        precondition(count == 2)
        let named = try await service.item(named: "x")
        precondition(named.name == "x")
        let fallback = try await service.item(named: "default")
        precondition(fallback.name == "Default")
        do {
            _ = try await service.item(named: "")
            preconditionFailure("no error")
        } catch LoadError.empty {}
        try await service.save(Item(name: "a"))
        do {
            try await service.save(Item(name: ""))
            preconditionFailure("no error")
        } catch LoadError.empty {}
        let found = try await Service.lookup(id: 3)
        precondition(found == "item 3")
        do {
            _ = try await Service.lookup(id: 0)
            preconditionFailure("no error")
        } catch LoadError.empty {}
        let decoded = try await service.decode(Data("[1,2]".utf8), as: [Int].self)
        precondition(decoded == [1, 2])
        let names = await service.names()
        precondition(names == ["a!", "b!"])
        print("wrappers ok")
    }
}
