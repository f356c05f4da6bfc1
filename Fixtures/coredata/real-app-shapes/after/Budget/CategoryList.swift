import CoreData
import SwiftUI
import SwiftData

/// A field of the form: `.title` here is an enum case, no attribute.
enum Field {
    case title, amount
}

/// Not a model: its `title` is optional as it was written.
struct Draft {
    var title: String?
}

struct CategoryList: View {
    @Environment(\.modelContext) private var viewContext

    @Query(sort: [SortDescriptor(\Category.name, comparator: .lexical, order: .forward)])
    private var categories: [Category]

    @Query(filter: #Predicate<Entry> { entry in entry.title.localizedStandardContains("rent") }, sort: [SortDescriptor(\.date, order: .reverse)])
    private var rentEntries: [Entry]

    @Query(sort: [SortDescriptor(\Entry.title, comparator: .lexical, order: .forward)])
    private var entriesByTitle: [Entry]

    @Query(Entry.newestFirst())
    private var newestEntries: [Entry]

    @State private var focused: Field = .title
    @State private var draft = Draft()

    var body: some View {
        List {
            ForEach(categories) { category in
                Text(category.name ?? "")
            }
            ForEach(rentEntries) { entry in
                Text(entry.title ?? "")
            }
        }
    }

    static var previewContext: ModelContext {
        PersistenceController.preview.container.mainContext
    }

    func label(for entry: Entry) -> String {
        entry.title.uppercased() ?? ""
    }

    func entryCount() -> Int {let request = FetchDescriptor<Entry>()
        return (try? viewContext.fetchCount(request)) ?? 0
    }

    /// `[Draft]()`: drafts, no models, whose optional titles stay optional.
    func draftLengths() -> [Int?] {
        let drafts = [Draft]()
        return drafts.map { $0.title?.count }
    }

    var draftLength: Int {
        draft.title?.count ?? 0
    }

    func addCategory(named name: String) {
        let category = Category(name: "New category")
        viewContext.insert(category)
        category.createdAt = Date()
        try? viewContext.save()
    }

    func addEntry(to category: Category) {
        let entry = Entry(date: Date(), title: "Rent")
        viewContext.insert(entry)
        entry.note = draft.title
        if !category.entries.contains(where: { $0 === entry }) { category.entries.append(entry) }
        try? viewContext.save()
    }

    func remove(_ entry: Entry, from category: Category) {
        category.entries.removeAll { $0 === entry }
        try? viewContext.save()
    }
}
