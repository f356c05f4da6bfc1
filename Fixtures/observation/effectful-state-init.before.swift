import Foundation
import SwiftUI

// @State creates its initial value on every initialization of the view (and keeps the first);
// @StateObject created it once. A class whose creation starts work stays an ObservableObject.
final class HapticModel: ObservableObject {
    @Published var intensity = 0.5

    init() {
        prepareEngine()
    }

    func prepareEngine() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }
}

// Creating a project type whose creation starts work counts too.
final class FeedLoader: ObservableObject {
    @Published var items: [String] = []
    private let listener = ChangeListener()
}

final class ChangeListener {
    init() {
        if ProcessInfo.processInfo.environment["QUIET"] == nil {
            NotificationCenter.default.post(name: .init("listening"), object: nil)
        }
    }
}

// Only assigns values (closures stored for later do not run now): converts.
final class CounterModel: ObservableObject {
    @Published var count = 0
    let createdAt = Date()
    var onChange: () -> Void = {}

    init(count: Int = 0) {
        self.count = count
        onChange = { print("changed") }
    }
}

struct EffectsView: View {
    @StateObject var haptics = HapticModel()
    @StateObject var loader = FeedLoader()
    @StateObject var counter = CounterModel()

    var body: some View {
        Text("\(haptics.intensity) \(loader.items.count) \(counter.count)")
    }
}

// Created through `_model = .init(wrappedValue: …)` in the view's initializer: the same rule.
final class SessionModel: ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
        NotificationCenter.default.addObserver(forName: .init("session"), object: nil, queue: nil) { _ in }
    }
}

struct SessionView: View {
    @StateObject private var session: SessionModel

    init(name: String) {
        self
            ._session =
            .init(wrappedValue: SessionModel(name: name))
    }

    var body: some View {
        Text(session.name)
    }
}

// Created by an autoclosure the view calls: what it creates is what the property holds, and
// under @State the closure would run on every initialization of the view.
final class RecorderModel: ObservableObject {
    @Published var level = 0.0

    init() {
        NotificationCenter.default.addObserver(forName: .init("recorder"), object: nil, queue: nil) { _ in }
    }
}

struct RecorderScreen: View {
    @StateObject private var recorder: RecorderModel

    init(recorder: @autoclosure @escaping () -> RecorderModel) {
        _recorder = StateObject(wrappedValue: recorder())
    }

    var body: some View {
        Text("\(recorder.level)")
    }
}

// `injected ?? DraftModel()`: creating a `DraftModel` only assigns values, so it converts.
final class DraftModel: ObservableObject {
    @Published var text = ""
}

struct DraftScreen: View {
    @StateObject private var draft: DraftModel

    init(injected: DraftModel? = nil) {
        _draft = StateObject(wrappedValue: injected ?? DraftModel())
    }

    var body: some View {
        Text(draft.text)
    }
}
