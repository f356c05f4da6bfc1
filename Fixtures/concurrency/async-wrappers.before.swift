import Foundation

enum LoadError: Error {
    case empty
}

struct Item {
    var name: String
}

final class Service {
    func ping(_ completion: @escaping () -> Void) {
        completion()
    }

    func count(of items: [Item], completion: @escaping (Int) -> Void) {
        completion(items.count)
    }

    public func item(named name: String, completion: @escaping (Result<Item, LoadError>) -> Void) {
        if name.isEmpty {
            completion(.failure(.empty))
        } else if name == "default" {
            completion(.success(Item(name: "Default")))
        } else {
            completion(.success(Item(name: name)))
        }
    }

    func save(_ item: Item, completion: @escaping (Error?) -> Void) {
        guard !item.name.isEmpty else {
            completion(LoadError.empty)
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
            completion(nil)
        }
    }

    static func lookup(id: Int, completion: @escaping @Sendable (String?, Error?) -> Void) {
        switch id {
        case 0:
            completion(nil, LoadError.empty)
        default:
            completion("item \(id)", nil)
        }
    }

    func decode<T: Decodable>(_ data: Data, as type: T.Type, completion: @escaping (Result<T, Error>) -> Void) {
        do {
            let value = try JSONDecoder().decode(type, from: data)
            completion(.success(value))
        } catch {
            completion(.failure(error))
        }
    }

    func names(completion: @escaping (Result<[String], Never>) -> Void) {
        DispatchQueue.global().async { [self] in
            let list = ["a", "b"].map { $0 + suffix }
            completion(.success(list))
        }
    }

    private var suffix: String { "!" }
}
