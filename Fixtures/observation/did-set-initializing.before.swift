import SwiftUI

// Swift runs no didSet for the assignment that initializes a property without a default value;
// it does for a later assignment in the same initializer, and for a property with a default.
final class Search: ObservableObject {
    @Published var query: String {
        didSet { refresh() }
    }
    @Published var scope: String {
        didSet { refresh() }
    }
    @Published var page = 0 {
        didSet { refresh() }
    }
    @Published var token: String? {
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

struct LoadError: Error {}

func loadName(_ fail: Bool) throws -> String {
    if fail { throw LoadError() }
    return "loaded"
}

// `do { x = try … } catch { x = … }` assigns once either way (checked on Swift 6.3.1: no didSet
// on either path), as long as nothing may throw after the first assignment.
final class Profile: ObservableObject {
    @Published var name: String {
        didSet { save() }
    }
    @Published var nickname: String {
        didSet { save() }
    }

    init(fail: Bool) {
        do {
            self.name = try loadName(fail)
        } catch {
            self.name = "fallback"
        }
        do {
            nickname = try loadName(fail)
            _ = try loadName(!fail)
        } catch {
            nickname = "fallback"
        }
    }

    func save() {}
}

// Changing part of the property in an initializer sets it again, through its setter: under
// @Observable that runs the didSet.
final class Library: ObservableObject {
    @Published var shelves: [String] {
        didSet { save() }
    }
    @Published var tags: [String] = [] {
        didSet { save() }
    }

    init(fail: Bool) {
        do {
            shelves = try [loadName(fail)]
        } catch {
            shelves = []
        }
        shelves.removeAll { $0.isEmpty }
        tags.append("new")
    }

    func save() {}
}
