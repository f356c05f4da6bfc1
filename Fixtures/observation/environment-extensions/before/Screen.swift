import SwiftUI

struct Screen: View {
    @EnvironmentObject var settings: Settings
    @EnvironmentObject private var other: Settings

    var body: some View { content }

    private var content: some View {
        let title = "Name"
        return VStack {
            TextField(title, text: $settings.name)
            Toggle("Dark", isOn: $other.dark)
        }
    }
}
