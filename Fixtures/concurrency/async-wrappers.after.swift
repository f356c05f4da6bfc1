import Foundation

enum LoadError: Error {
    case empty
}

struct Item {
    var name: String
}

final class Service {
    @available(*, renamed: "ping()")
    func ping(_ completion: @escaping () -> Void) {
        completion()
    }

    func ping() async {
        return await withCheckedContinuation { continuation in
            ping() {
                continuation.resume(returning: ())
            }
        }
    }

    @available(*, renamed: "count(of:)")
    func count(of items: [Item], completion: @escaping (Int) -> Void) {
        completion(items.count)
    }

    func count(of items: [Item]) async -> Int {
        return await withCheckedContinuation { continuation in
            count(of: items) { result in
                continuation.resume(returning: result)
            }
        }
    }

    @available(*, renamed: "item(named:)")
    public func item(named name: String, completion: @escaping (Result<Item, LoadError>) -> Void) {
        if name.isEmpty {
            completion(.failure(.empty))
        } else if name == "default" {
            completion(.success(Item(name: "Default")))
        } else {
            completion(.success(Item(name: name)))
        }
    }

    public func item(named name: String) async throws -> Item {
        return try await withCheckedThrowingContinuation { continuation in
            item(named: name) { result in
                continuation.resume(with: result)
            }
        }
    }

    @available(*, renamed: "save(_:)")
    func save(_ item: Item, completion: @escaping (Error?) -> Void) {
        guard !item.name.isEmpty else {
            completion(LoadError.empty)
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
            completion(nil)
        }
    }

    func save(_ item: Item) async throws {
        return try await withCheckedThrowingContinuation { continuation in
            save(item) { error in
                if let error = error {
                    continuation.resume(throwing: error)
                    return
                }
                continuation.resume(returning: ())
            }
        }
    }

    @available(*, renamed: "lookup(id:)")
    static func lookup(id: Int, completion: @escaping @Sendable (String?, Error?) -> Void) {
        switch id {
        case 0:
            completion(nil, LoadError.empty)
        default:
            completion("item \(id)", nil)
        }
    }

    static func lookup(id: Int) async throws -> String? {
        return try await withCheckedThrowingContinuation { continuation in
            lookup(id: id) { result, error in
                if let error = error {
                    continuation.resume(throwing: error)
                    return
                }
                continuation.resume(returning: result)
            }
        }
    }

    @available(*, renamed: "decode(_:as:)")
    func decode<T: Decodable>(_ data: Data, as type: T.Type, completion: @escaping (Result<T, Error>) -> Void) {
        do {
            let value = try JSONDecoder().decode(type, from: data)
            completion(.success(value))
        } catch {
            completion(.failure(error))
        }
    }

    func decode<T: Decodable>(_ data: Data, as type: T.Type) async throws -> T {
        return try await withCheckedThrowingContinuation { continuation in
            decode(data, as: type) { result in
                continuation.resume(with: result)
            }
        }
    }

    @available(*, renamed: "names()")
    func names(completion: @escaping (Result<[String], Never>) -> Void) {
        DispatchQueue.global().async { [self] in
            let list = ["a", "b"].map { $0 + suffix }
            completion(.success(list))
        }
    }

    func names() async -> [String] {
        return await withCheckedContinuation { continuation in
            names() { result in
                continuation.resume(with: result)
            }
        }
    }

    private var suffix: String { "!" }
}
