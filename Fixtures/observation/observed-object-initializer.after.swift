import SwiftUI

// `@ObservedObject var x = Foo()` evaluates `Foo()` on every initialization of the view and uses
// the new object; `@State` would keep the first one. So it becomes a plain property (or
// `@Bindable` where `$x…` is written) that keeps its initial value.
@Observable
final class Sketch {
    var caption = ""
    var strokes = 0
}

@Observable
final class Timing {
    var elapsed = 0.0

    init() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }
}

struct CaptionEditor: View {
    @Bindable private var sketch = Sketch()

    var body: some View {
        TextField("Caption", text: $sketch.caption)
    }
}

struct StrokeCounter: View {
    var sketch = Sketch()

    var body: some View {
        Text("\(sketch.strokes)")
    }
}

// Its creation starts a timer, but an owning @ObservedObject already created one per
// initialization of the view: converting changes nothing, so it converts without a word.
struct Stopwatch: View {
    private var timing = Timing()

    var body: some View {
        Text("\(timing.elapsed)")
    }
}
