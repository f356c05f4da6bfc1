import Combine
import SwiftUI

/// A requirement only an ObservableObject meets: its conformers stay.
protocol ChangeNotifying: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

final class Profile: ObservableObject, ChangeNotifying {
    @Published var name = ""
}

/// A refinement of ObservableObject that asks for a publisher of a property.
protocol Loading: ObservableObject {
    var isLoadingPublisher: Published<Bool>.Publisher { get }
}

final class Feed: Loading {
    @Published var isLoading = false
    var isLoadingPublisher: Published<Bool>.Publisher { $isLoading }
}

/// A requirement of a plain publisher type.
protocol Ticking {
    var ticks: AnyPublisher<Int, Never> { get }
}

final class Metronome: ObservableObject, Ticking {
    @Published var tempo = 120
    let ticks = AnyPublisher<Int, Never>()
}

struct ProfileView: View {
    @ObservedObject var profile: Profile
    @ObservedObject var feed: Feed
    @ObservedObject var metronome: Metronome

    var body: some View {
        Text("\(profile.name) \(feed.isLoading) \(metronome.tempo)")
    }
}

/// A default implementation that sends `objectWillChange` needs the ObservableObject: the
/// protocol and its conformer stay.
protocol Refreshing: ObservableObject {}

extension Refreshing where ObjectWillChangePublisher == ObservableObjectPublisher {
    func refresh() { objectWillChange.send() }
}

final class Inventory: Refreshing {
    @Published var items: [String] = []
}

/// `ObjectWillChangePublisher` is ObservableObject's associated type: refining `AnyObject`, the
/// clause would name nothing, so the protocol and its conformers stay.
protocol Paginating: ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    func loadMore()
}

final class Pager: Paginating {
    @Published var page = 1
    func loadMore() { page += 1 }
}
