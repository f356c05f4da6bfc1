import SwiftUI

// Swift runs no didSet for the assignment that initializes a property without a default value;
// it does for a later assignment in the same initializer, and for a property with a default.
@Observable
final class Search {
    var query: String {
        didSet { refresh() }
    }
    var scope: String {
        didSet { refresh() }
    }
    var page = 0 {
        didSet { refresh() }
    }
    var token: String? {
        didSet { refresh() }
    }

    init(query: String, scope: String) {
        self.query = query
        self.scope = scope
        self.scope = scope.lowercased()
        page = 1
        token = nil
    }

    func refresh() {}
}
