import SwiftUI

// Classes sharing a simple name are told apart by where a use is written: `ViewModel` inside
// `CellA` (or an extension of it) means `CellA.ViewModel`; a qualified name means that one.
struct CellA {
    final class ViewModel: ObservableObject {
        @Published var x = 0
    }
}

struct CellB {
    final class ViewModel: ObservableObject {
        @Published var y = 0
    }
}

struct A: View {
    @ObservedObject var vm: CellA.ViewModel

    var body: some View {
        Text("\(vm.x)")
    }
}

extension CellB {
    struct Row: View {
        @StateObject var vm = ViewModel()

        var body: some View {
            Text("\(vm.y)")
        }
    }
}

extension CellA {
    struct Editor: View {
        @ObservedObject var vm: ViewModel

        var body: some View {
            Stepper("\(vm.x)", value: $vm.x)
        }
    }
}

struct ProfileCard: View {
    final class ViewModel: ObservableObject {
        @Published var name = ""
    }

    @ObservedObject var viewModel: ViewModel

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
