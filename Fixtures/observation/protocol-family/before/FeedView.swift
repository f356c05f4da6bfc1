import SwiftUI

struct FeedView: View {
    @StateObject private var feed = FeedModel()
    @StateObject private var cloud = CloudModel()

    var body: some View {
        Toggle("Loading", isOn: $feed.isLoading)
        Text(cloud.lastSync?.description ?? "never")
    }
}
