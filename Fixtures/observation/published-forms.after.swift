import Foundation
import Observation

@MainActor
@Observable
final class ProfileModel: NSObject, Identifiable {
    let id = UUID()

    /// The name shown in the header.
    var name: String = ""

    private(set) var score = 0 // updated by the server
    public var tags: [String] = []
    var email: String? {
        didSet {
            emailChanged = true
        }
    }

    /* kept */ var avatar: URL?
    @ObservationIgnored private(set) var emailChanged = false

    // Last time the profile was refreshed.
    var refreshedAt: Date?

    func bump() {
        score += 1
    }
}
