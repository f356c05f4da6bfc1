import SwiftUI

final class Player: ObservableObject {
    @Published var title = ""
    @Published var volume = 0.5
    @Published var isMuted = false

    init(title: String = "") {
        self.title = title
    }
}

struct PlayerScreen: View {
    @StateObject var player: Player
    @ObservedObject var spare = Player()

    init(title: String) {
        _player = StateObject(wrappedValue: Player(title: title))
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
    @ObservedObject private(set) var player: Player

    var body: some View {
        Slider(value: $player.volume)
    }
}

struct MuteButton: View {
    @ObservedObject var player: Player
    #if os(macOS)
    @ObservedObject var monitor: Player
    #endif

    var body: some View {
        Button(player.isMuted ? "Unmute" : "Mute") {
            player.isMuted.toggle()
        }
    }
}

struct MuteToggle: View {
    @ObservedObject var player: Player

    var body: some View {
        Toggle("Muted", isOn: isMuted)
    }

    private var isMuted: Binding<Bool> {
        $player.isMuted
    }
}
