import SwiftUI

struct Screen: View {
    @Environment(Settings.self) var settings
    @Environment(Settings.self) private var other

    var body: some View { content }

    private var content: some View {
        @Bindable var settings = settings
        @Bindable var other = other
        let title = "Name"
        return VStack {
            TextField(title, text: $settings.name)
            Toggle("Dark", isOn: $other.dark)
        }
    }
}
