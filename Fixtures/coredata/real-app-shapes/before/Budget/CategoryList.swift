import CoreData
import SwiftUI

/// A field of the form: `.title` here is an enum case, no attribute.
enum Field {
    case title, amount
}

/// Not a model: its `title` is optional as it was written.
struct Draft {
    var title: String?
}

struct CategoryList: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)])
    private var categories: FetchedResults<Category>

    @FetchRequest(
        sortDescriptors: [SortDescriptor(\.date, order: .reverse)],
        predicate: NSPredicate(format: "title CONTAINS[cd] 'rent'"))
    private var rentEntries: FetchedResults<Entry>

    @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true, selector: #selector(NSString.compare(_:)))])
    private var entriesByTitle: FetchedResults<Entry>

    @FetchRequest(fetchRequest: Entry.newestFirst())
    private var newestEntries: FetchedResults<Entry>

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

    static var previewContext: NSManagedObjectContext {
        PersistenceController.preview.container.viewContext
    }

    func label(for entry: Entry) -> String {
        entry.title?.uppercased() ?? ""
    }

    func entryCount() -> Int {let request: NSFetchRequest<Entry> = Entry.fetchRequest()
        return (try? viewContext.count(for: request)) ?? 0
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
        let category = Category(context: viewContext)
        category.createdAt = Date()
        category.name = "New category"
        try? viewContext.save()
    }

    func addEntry(to category: Category) {
        let entry = Entry(context: viewContext)
        entry.title = "Rent"
        entry.note = draft.title
        entry.date = Date()
        category.addToEntries(entry)
        try? viewContext.save()
    }

    func remove(_ entry: Entry, from category: Category) {
        category.removeFromEntries(entry)
        try? viewContext.save()
    }
}
