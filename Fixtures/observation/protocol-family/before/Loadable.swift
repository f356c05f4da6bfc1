import Foundation
import Combine

protocol Loadable: ObservableObject {
    var isLoading: Bool { get set }
}

final class FeedModel: Loadable {
    @Published var isLoading = false
}

final class InboxModel: ObservableObject {
    @Published var unread = 0
}

extension InboxModel: Loadable {
    var isLoading: Bool {
        get { unread < 0 }
        set {}
    }
}

protocol Syncing: ObservableObject {
    var lastSync: Date? { get }
}

final class SyncModel: Syncing {
    @Published var lastSync: Date?
    private var bag = Set<AnyCancellable>()

    init() {
        $lastSync.sink { print($0 as Any) }.store(in: &bag)
    }
}

final class CloudModel: Syncing {
    @Published var lastSync: Date?
}
