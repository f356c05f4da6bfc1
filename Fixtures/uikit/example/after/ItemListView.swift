// A SwiftUI draft of ItemListViewController (ItemListViewController.swift), written by swift-migrate.
// Read it, finish what the comments say, then show it with UIHostingController where the view
// controller was.
// Not carried over from ItemListViewController: loadInitialData(), refreshData(), cancelTasks().
import SwiftUI
import UIKit

struct ItemListView: View {
    /// Rows are identified by position, as the index paths were. `List(items)` for
    /// Identifiable elements (or `id: \.self` for Hashable ones) keeps each row's identity as the array changes.
    let items: [Item]
    /// What tableView(_:didSelectRowAt:) did with the selected row.
    var onSelect: (Item) -> Void

    var body: some View {
        List(items.indices, id: \.self) { row in
            let cellText: String? = items[row].title
            Button {
                onSelect(items[row])
            } label: {
                if let cellText { Text(cellText) }
            }
        }
        .navigationTitle("Items")
        .task {
            // What viewDidLoad did, to move here by hand (this view has none of the view controller's members):
            // loadInitialData()
        }
        .onAppear {
            // What viewWillAppear did, to move here by hand (this view has none of the view controller's members):
            // refreshData()
        }
        .onDisappear {
            // What viewDidDisappear did, to move here by hand (this view has none of the view controller's members):
            // cancelTasks()
        }
    }
}
