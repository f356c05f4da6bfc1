import Combine
import Foundation

final class SettingsModel: ObservableObject {
    @Published var userName = ""
    @Published var notificationsEnabled = true
    private var cancellables = Set<AnyCancellable>()

    init() {
        $userName
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { name in UserDefaults.standard.set(name, forKey: "userName") }
            .store(in: &cancellables)
    }

    func refresh(completion: @escaping (Bool) -> Void) {
        DispatchQueue.global().async {
            DispatchQueue.main.async { completion(true) }
        }
    }
}
