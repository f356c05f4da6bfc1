import SwiftUI

protocol CounterModel: ObservableObject {
    var count: Int { get set }
}

final class LocalCounter: CounterModel {
    @Published var count = 0
}

struct CounterView<Model: CounterModel>: View {
    @ObservedObject var model: Model

    var body: some View {
        Stepper("Count", value: $model.count)
    }
}
