import SwiftUI
import Combine

final class Clock: ObservableObject {
    @Published var now = Date()

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .assign(to: &$now)
    }
}

final class Draft: ObservableObject {
    @Published var text = ""
}

final class Autosave: ObservableObject {
    @Published var lastSaved: Date?
}

struct EditorView: View {
    @StateObject private var draft = Draft()
    @ObservedObject var autosave: Autosave

    var body: some View {
        TextField("Text", text: $draft.text)
            .onReceive(draft.$text) { _ in
                autosave.lastSaved = nil
            }
            .onAppear {
                saveOnChange()
            }
    }

    private func saveOnChange() {
        _ = autosave.objectWillChange.sink { _ in }
    }
}
