import Combine
import Foundation
import SwiftUI

// Kept because its own methods subscribe to `$filter` and `$page`: one warning at each use.
final class LibraryModel: ObservableObject {
    @Published var filter = ""
    @Published var page = 0
    private var filterWatch: AnyCancellable?
    private var bag = Set<AnyCancellable>()

    func watchFilter() {
        filterWatch = $filter
            .receive(on: DispatchQueue.main)
            .removeDuplicates()
            .dropFirst()
            .sink { [weak self] value in self?.reload(for: value) }
    }

    func watchPage() {
        $page
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .sink { print("page", $0) }
            .store(in: &bag)
    }

    func reload(for filter: String) {}
}

// Kept because a view subscribes to it: the warning is at the view's use.
final class Uploads: ObservableObject {
    @Published var progress = 0.0
}

struct UploadBadge: View {
    @ObservedObject var uploads: Uploads

    var body: some View {
        Text("\(uploads.progress)")
            .onReceive(uploads.$progress) { print($0) }
    }
}
