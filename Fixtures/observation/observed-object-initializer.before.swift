import SwiftUI

// `@ObservedObject var x = Foo()` evaluates `Foo()` on every initialization of the view and uses
// the new object; `@State` would keep the first one. So it becomes a plain property (or
// `@Bindable` where `$x…` is written) that keeps its initial value.
final class Sketch: ObservableObject {
    @Published var caption = ""
    @Published var strokes = 0
}

final class Timing: ObservableObject {
    @Published var elapsed = 0.0

    init() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }
}

struct CaptionEditor: View {
    @ObservedObject private var sketch = Sketch()

    var body: some View {
        TextField("Caption", text: $sketch.caption)
    }
}

struct StrokeCounter: View {
    @ObservedObject var sketch = Sketch()

    var body: some View {
        Text("\(sketch.strokes)")
    }
}

// Its creation starts a timer, but an owning @ObservedObject already created one per
// initialization of the view: converting changes nothing, so it converts without a word.
struct Stopwatch: View {
    @ObservedObject private var timing = Timing()

    var body: some View {
        Text("\(timing.elapsed)")
    }
}
