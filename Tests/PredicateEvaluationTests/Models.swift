import Foundation

// The model the evaluation fixtures are translated against. PredicateKitTests reads this file
// with SwiftSchemaReader, so the schema the translator sees is exactly what is compiled here.

struct Tag: Codable, Sendable, Hashable {
    var name: String
    var weight: Int
}

struct Manager: Codable, Sendable, Hashable {
    var name: String
    var age: Int
}

struct Person: Codable, Sendable, Hashable {
    var name: String
    var age: Int
    var email: String?
    var manager: Manager?
}

struct Item: Codable, Sendable, Hashable {
    var title: String
    var count: Int
    var price: Double
    var isComplete: Bool
    var note: String?
    var rating: Int?
    var tags: [Tag]
    var tagNames: Set<String>
    var optTags: [Tag]?
    var owner: Person?
    var date: Date
    var scores: [Int]
}

/// Values the fixtures pass as substitution arguments.
let refDate = Date(timeIntervalSinceReferenceDate: 721_692_800)
let searchPrefix = "Mi"
let names = ["Milk", "Eggs"]
let tagQuery: Set<String> = ["Work", "café"]

/// The three sample objects of the specification (A, B, C).
enum Samples {
    static let home = Tag(name: "home", weight: 1)
    static let work = Tag(name: "Work", weight: 5)
    static let cafe = Tag(name: "café", weight: 3)
    static let ann = Person(name: "Ann", age: 34, email: "ann@example.com", manager: Manager(name: "Bob", age: 50))
    static let bo = Person(name: "Bo", age: 25, email: nil, manager: nil)
    static let dayBefore = refDate.addingTimeInterval(-86_400)
    static let dayAfter = refDate.addingTimeInterval(86_400)

    static let a = Item(
        title: "Milk", count: 3, price: 2.5, isComplete: false, note: "buy Café crème", rating: 4,
        tags: [home, work], tagNames: ["home", "Work"], optTags: [home, work], owner: ann,
        date: refDate, scores: [1, 5, 9])
    static let b = Item(
        title: "Bread", count: 0, price: 1.0, isComplete: true, note: nil, rating: nil,
        tags: [], tagNames: [], optTags: nil, owner: nil, date: dayBefore, scores: [])
    static let c = Item(
        title: "crème brûlée", count: 12, price: 7.25, isComplete: false, note: "", rating: 2,
        tags: [cafe], tagNames: ["café"], optTags: [], owner: bo, date: dayAfter, scores: [2])

    static let all = [a, b, c]
}
