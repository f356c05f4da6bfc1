import SwiftUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue: String = "blue"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

final class Loader {
    /// Loads the names; calls `completion` once.
    func loadNames(prefix: String, completion: @escaping (Result<[String], Error>) -> Void) {
        guard !prefix.isEmpty else {
            completion(.success([]))
            return
        }
        DispatchQueue.global().async {
            completion(.success([prefix + "1", prefix + "2"]))
        }
    }
}
