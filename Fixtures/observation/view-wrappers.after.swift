import SwiftUI

@Observable
final class Player {
    var title = ""
    var volume = 0.5
    var isMuted = false

    init(title: String = "") {
        self.title = title
    }
}

struct PlayerScreen: View {
    @State var player: Player
    var spare = Player()

    init(title: String) {
        _player = State(wrappedValue: Player(title: title))
    }

    var body: some View {
        VStack {
            Text(player.title)
            VolumeView(player: player)
            MuteButton(player: spare)
        }
    }
}

struct VolumeView: View {
    @Bindable private(set) var player: Player

    var body: some View {
        Slider(value: $player.volume)
    }
}

struct MuteButton: View {
    var player: Player
    #if os(macOS)
    var monitor: Player
    #endif

    var body: some View {
        Button(player.isMuted ? "Unmute" : "Mute") {
            player.isMuted.toggle()
        }
    }
}

struct MuteToggle: View {
    @Bindable var player: Player

    var body: some View {
        Toggle("Muted", isOn: isMuted)
    }

    private var isMuted: Binding<Bool> {
        $player.isMuted
    }
}
