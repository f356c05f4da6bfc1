import Foundation
import Combine
import Observation

protocol Loadable: AnyObject, Observable {
    var isLoading: Bool { get set }
}

@Observable
final class FeedModel: Loadable {
    var isLoading = false
}

@Observable
final class InboxModel {
    var unread = 0
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
