import SwiftUI

// Classes sharing a simple name are told apart by where a use is written: `ViewModel` inside
// `CellA` (or an extension of it) means `CellA.ViewModel`; a qualified name means that one.
struct CellA {
    @Observable
    final class ViewModel {
        var x = 0
    }
}

struct CellB {
    @Observable
    final class ViewModel {
        var y = 0
    }
}

struct A: View {
    var vm: CellA.ViewModel

    var body: some View {
        Text("\(vm.x)")
    }
}

extension CellB {
    struct Row: View {
        @State var vm = ViewModel()

        var body: some View {
            Text("\(vm.y)")
        }
    }
}

extension CellA {
    struct Editor: View {
        @Bindable var vm: ViewModel

        var body: some View {
            Stepper("\(vm.x)", value: $vm.x)
        }
    }
}

struct ProfileCard: View {
    @Observable
    final class ViewModel {
        var name = ""
    }

    var viewModel: ViewModel

    var body: some View {
        Text(viewModel.name)
    }
}

// This one cannot convert (its `$text` feeds Combine); the others still do.
struct StatusRow: View {
    final class ViewModel: ObservableObject {
        @Published var text = ""
        var lengths: AnyPublisher<Int, Never> { $text.map(\.count).eraseToAnyPublisher() }
    }

    @ObservedObject var viewModel: ViewModel

    var body: some View {
        Text(viewModel.text)
    }
}
