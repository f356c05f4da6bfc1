// A SwiftUI draft of ContactsViewController (ContactsViewController.swift), written by swift-migrate.
// Read it, finish what the comments say, then show it with UIHostingController where the view
// controller was.
import SwiftUI
import UIKit

struct ContactsView: View {
    /// Rows are identified by position, as the index paths were. `List(contacts)` for
    /// Identifiable elements (or `id: \.self` for Hashable ones) keeps each row's identity as the array changes.
    let contacts: [Contact]

    var body: some View {
        List(contacts.indices, id: \.self) { row in
            let contact = contacts[row]
            let cellText: String? = contact.name
            let cellDetail: String? = "\(contact.email)"
            let cellImage: UIImage? = UIImage(systemName: contact.isFavorite ? "star.fill" : "person")
            HStack {
                if let cellImage { Image(uiImage: cellImage) }
                VStack(alignment: .leading) {
                    if let cellText { Text(cellText) }
                    if let cellDetail { Text(cellDetail).font(.subheadline).foregroundStyle(.secondary) }
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundStyle(.secondary)
            }
        }
    }
}
