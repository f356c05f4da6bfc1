import SwiftUI

extension EnvironmentValues {
    @Entry var accent: String = "blue"
}

final class Loader {
    /// Loads the names; calls `completion` once.
    @available(*, renamed: "loadNames(prefix:)")
    func loadNames(prefix: String, completion: @escaping (Result<[String], Error>) -> Void) {
        guard !prefix.isEmpty else {
            completion(.success([]))
            return
        }
        DispatchQueue.global().async {
            completion(.success([prefix + "1", prefix + "2"]))
        }
    }

    func loadNames(prefix: String) async throws -> [String] {
        return try await withCheckedThrowingContinuation { continuation in
            loadNames(prefix: prefix) { result in
                continuation.resume(with: result)
            }
        }
    }
}
