// A SwiftUI draft of TagsViewController (Screens.swift), written by swift-migrate.
// Read it, finish what the comments say, then show it with UIHostingController where the view
// controller was.
import SwiftUI
import UIKit

struct TagsView: View {
    /// Rows are identified by position, as the index paths were. `List(tags)` for
    /// Identifiable elements (or `id: \.self` for Hashable ones) keeps each row's identity as the array changes.
    let tags: [String]

    var body: some View {
        List(tags.indices, id: \.self) { row in
            let cellText: String? = "#" + tags[row]
            if let cellText { Text(cellText) }
        }
    }
}
