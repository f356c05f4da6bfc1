import SwiftUI

struct Item: Identifiable {
    var id: Int
    var title: String
}

// The guide's closure approach for data coming back to UIKit.
struct ItemListView: View {
    let items: [Item]
    var onItemSelected: (Item) -> Void

    var body: some View {
        List(items) { item in
            Button(item.title) {
                onItemSelected(item)
            }
        }
    }
}
