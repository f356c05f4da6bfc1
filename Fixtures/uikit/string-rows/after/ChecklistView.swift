// A SwiftUI draft of ChecklistViewController (ChecklistViewController.swift), written by swift-migrate.
// Read it, finish what the comments say, then show it with UIHostingController where the view
// controller was.
import SwiftUI
import UIKit

struct ChecklistView: View {
    /// Rows are identified by position, as the index paths were. `List(chores)` for
    /// Identifiable elements (or `id: \.self` for Hashable ones) keeps each row's identity as the array changes.
    let chores: [String]

    var body: some View {
        List(chores.indices, id: \.self) { row in
            let chore = chores[row]
            let cellText: String? = chore
            let cellDetail: String? = "Chore \(row + 1)"
            HStack {
                VStack(alignment: .leading) {
                    if let cellText { Text(cellText) }
                    if let cellDetail { Text(cellDetail).font(.subheadline).foregroundStyle(.secondary) }
                }
                Spacer()
                Image(systemName: "checkmark").foregroundStyle(.secondary)
            }
        }
    }
}
