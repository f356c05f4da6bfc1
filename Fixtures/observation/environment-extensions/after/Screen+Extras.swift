import SwiftUI

extension Screen {
    func darkToggle() -> some View { @Bindable var settings = settings; return Toggle("Dark", isOn: $settings.dark) }

    @ViewBuilder var footer: some View {
        @Bindable var settings = settings
        Text(settings.name)
        Toggle("Dark", isOn: $settings.dark)
    }
}
