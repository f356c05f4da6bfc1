import SwiftUI

protocol CounterModel: AnyObject, Observable {
    var count: Int { get set }
}

@Observable
final class LocalCounter: CounterModel {
    var count = 0
}

struct CounterView<Model: CounterModel>: View {
    @Bindable var model: Model

    var body: some View {
        Stepper("Count", value: $model.count)
    }
}
