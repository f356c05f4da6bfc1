// A SwiftUI draft of PantryViewController (PantryViewController.swift), written by swift-migrate.
// Read it, finish what the comments say, then show it with UIHostingController where the view
// controller was.
import SwiftUI
import UIKit

struct PantryView: View {
    /// Rows are identified by position, as the index paths were. `List(shelves)` for
    /// Identifiable elements (or `id: \.self` for Hashable ones) keeps each row's identity as the array changes.
    let shelves: [String]

    var body: some View {
        List(shelves.indices, id: \.self) { row in
            let cellText: String? = shelves[row]
            if let cellText { Text(cellText) }
        }
    }
}
