import SwiftUI

extension Screen {
    func darkToggle() -> some View { Toggle("Dark", isOn: $settings.dark) }

    @ViewBuilder var footer: some View {
        Text(settings.name)
        Toggle("Dark", isOn: $settings.dark)
    }
}
