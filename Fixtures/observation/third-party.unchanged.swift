import SwiftUI
import ThirdPartyKit

// `Store`, `Router` and `ThemeManager` come from a package, not from this project.
struct CartView: View {
    @StateObject private var store = Store()
    @ObservedObject var router: Router
    @EnvironmentObject var theme: ThemeManager

    var body: some View {
        Text(store.title)
            .environmentObject(router)
    }
}
