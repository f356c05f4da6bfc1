import SwiftUI

struct CatalogView: View {
    let catalog: Catalog

    var body: some View {
        VStack {
            Text(catalog.titles.joined(separator: ", "))
        }
    }
}
