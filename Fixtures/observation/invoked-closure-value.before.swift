import Combine
import SwiftUI

/// Kept: `$query` feeds a pipeline.
final class Catalog: ObservableObject {
    @Published var query = ""
    private var cancellable: AnyCancellable?

    init() { cancellable = $query.sink { _ in } }
}

/// Converted.
final class Settings: ObservableObject {
    @Published var dark = false
}

struct CatalogView: View {
    @EnvironmentObject var catalog: Catalog
    @EnvironmentObject var settings: Settings

    var body: some View { Text(catalog.query + (settings.dark ? " dark" : "")) }
}

/// A closure called where it is written has the type its signature declares: the first call
/// stays (its class is kept) with no "cannot tell the type" warning, the second is rewritten.
struct CatalogPreview: View {
    var body: some View {
        CatalogView()
            .environmentObject({ () -> Catalog in
                let catalog = Catalog()
                catalog.query = "preview"
                return catalog
            }())
            .environmentObject({ () -> Settings in
                let settings = Settings()
                settings.dark = true
                return settings
            }())
    }
}
