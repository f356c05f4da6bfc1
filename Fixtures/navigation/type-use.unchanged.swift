import SwiftUI

struct Wrapper: View {
    var body: some View { content() }

    /// The declared type names the container: rewriting the call alone would not compile.
    func content() -> NavigationView<AnyView> {
        NavigationView {
            AnyView(Text("Typed"))
        }
    }
}
