import SwiftUI

// `AppModel` is declared in two files under separate `#if` blocks. Their conditions exclude each
// other, but this run does not prove that across blocks: it cannot tell which one a use means, so
// both stay, and the warning says where each is.
#if os(iOS)
final class AppModel: ObservableObject {
    @Published var title = "Phone"
}
#endif
