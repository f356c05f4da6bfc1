import MigrationKit
import SourceSyntax

/// The StoreKit 1 types of one purchase system: the types that load products, buy, observe and
/// restore, linked by the code between them (one names the other: a shared instance, a property,
/// a static member, the observer registration). StoreKit 1 splits one flow over them (a purchase
/// added in a view controller finishes in the observer's class), so they get one StoreKit 2
/// companion that every step names: one `Transaction.updates` listener, one set of products.
/// An unrelated second system (no code naming the other) gets its own.
struct PurchaseSystem {
    /// Every member, by name.
    var members: [String]
    /// The members in the order they are tried as the companion's host: the observers first (the
    /// listener replaces the observer, so the companion lives where it did), and among them the
    /// ones that are not screens or view models (created per visit), then by name.
    var hostOrder: [String]
    /// Members that only load products and joined the project's one observing system, which
    /// their code does not name.
    var joinedLoaders: [String] = []

    /// The systems the StoreKit 1 types form, each with its parts; deterministic order.
    static func group(_ types: [String: [Part]]) -> [PurchaseSystem] {
        let names = types.keys.sorted()
        var parent = Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
        func root(_ name: String) -> String {
            var name = name
            while parent[name]! != name { name = parent[name]! }
            return name
        }
        let known = Set(names)
        for name in names {
            for part in types[name]! {
                let file = part.file
                for i in part.decl.tokens where file.kind(i) == .identifier {
                    let word = file.text(of: i)
                    guard word != name, known.contains(word) else { continue }
                    let (a, b) = (root(name), root(word))
                    if a != b { parent[max(a, b)] = min(a, b) }
                }
            }
        }
        // A system that only loads products joins the project's one system that observes the
        // queue: its `SKProduct`s exist to be bought, and every purchase ends at that observer,
        // whichever code holds the products between (a screen that is no StoreKit 1 type).
        var joined: Set<String> = []
        let observing = Set(names.filter { types[$0]!.contains { $0.observer != nil } }.map(root))
        if observing.count == 1, let system = observing.first {
            var loadsOnly: [String: Bool] = [:]
            for name in names {
                let onlyLoads = types[name]!.allSatisfy { $0.observer == nil && !$0.buys }
                loadsOnly[root(name)] = (loadsOnly[root(name)] ?? true) && onlyLoads
            }
            for name in names where root(name) != system && loadsOnly[root(name)] == true {
                joined.formUnion(names.filter { root($0) == root(name) })
                parent[root(name)] = system
            }
        }
        var groups: [String: [String]] = [:]
        for name in names { groups[root(name), default: []].append(name) }
        return groups.keys.sorted().map { key in
            let members = groups[key]!
            let order = members.sorted { a, b in
                let (ra, rb) = (rank(a, types[a]!), rank(b, types[b]!))
                return ra != rb ? ra < rb : a < b
            }
            return PurchaseSystem(members: members, hostOrder: order, joinedLoaders: members.filter(joined.contains))
        }
    }

    /// 0: an observer that is no screen or view model; 1: another observer; 2: the rest.
    private static func rank(_ name: String, _ parts: [Part]) -> Int {
        guard parts.contains(where: { $0.observer != nil }) else { return 2 }
        return isScreenOrViewModel(name) ? 1 : 0
    }

    /// A name that says the type is a screen or a view model, which the app creates per visit.
    static func isScreenOrViewModel(_ name: String) -> Bool {
        ["ViewController", "Controller", "ViewModel", "View", "VM", "Screen"].contains { name.hasSuffix($0) }
    }
}
