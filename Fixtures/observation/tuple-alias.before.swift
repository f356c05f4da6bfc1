import SwiftUI

final class Session: ObservableObject {
    @Published var user = ""
}

final class Catalog {
    var items: [String] = []
}

/// The app's objects travel as a labelled tuple: `Store.objects.session` has the element's type.
enum Store {
    typealias Objects = (
        session: Session,
        catalog: Catalog
    )

    static var objects: Objects {
        (session: Session(), catalog: Catalog())
    }
}

struct Greeting: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text(session.user)
    }
}

@MainActor
func greetingPreview() -> some View {
    Greeting()
        .environmentObject(Store.objects.session)
}
