import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var displayName = "Guest"
    @Published var avatarURL: URL?
}

struct ProfileSummary: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        Text(model.displayName)
    }
}
