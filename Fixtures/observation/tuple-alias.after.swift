import SwiftUI

@Observable
final class Session {
    var user = ""
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
    @Environment(Session.self) var session

    var body: some View {
        Text(session.user)
    }
}

@MainActor
func greetingPreview() -> some View {
    Greeting()
        .environment(Store.objects.session)
}
