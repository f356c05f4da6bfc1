import Foundation
import Combine

@MainActor
final class ProfileModel: NSObject, ObservableObject, Identifiable {
    let id = UUID()

    /// The name shown in the header.
    @Published
    var name: String = ""

    @Published private(set) var score = 0 // updated by the server
    @Published public var tags: [String] = []
    @Published var email: String? {
        didSet {
            emailChanged = true
        }
    }

    @Published /* kept */ var avatar: URL?
    private(set) var emailChanged = false

    @Published
    // Last time the profile was refreshed.
    var refreshedAt: Date?

    func bump() {
        score += 1
    }
}
