// A SwiftUI draft of PhotosViewController (PhotosViewController.swift), written by swift-migrate.
// Read it, finish what the comments say, then show it with UIHostingController where the view
// controller was.
import SwiftUI
import UIKit

struct PhotosView: View {
    /// Rows are identified by position, as the index paths were. `ForEach(photos)` for
    /// Identifiable elements (or `id: \.self` for Hashable ones) keeps each row's identity as the array changes.
    let photos: [Photo]
    /// What collectionView(_:didSelectItemAt:) did with the selected row.
    var onSelect: (Photo) -> Void

    var body: some View {
        ScrollView {
            // The collection's layout is not read: adjust the columns to its item size.
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(photos.indices, id: \.self) { row in
                    let cellText: String? = photos[row].caption
                    let cellImage: UIImage? = UIImage(systemName: photos[row].symbol)
                    Button {
                        onSelect(photos[row])
                    } label: {
                        HStack {
                            if let cellImage { Image(uiImage: cellImage) }
                            VStack(alignment: .leading) {
                                if let cellText { Text(cellText) }
                            }
                        }
                    }
                }
            }
            .padding()
        }
    }
}
