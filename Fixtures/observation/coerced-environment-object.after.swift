import SwiftUI

@Observable
class Service {
    var status = "idle"
}

@Observable
final class MockService: Service {}

struct RootView: View {
    var body: some View {
        StatusView()
            .environment(MockService() as Service)
    }
}

struct StatusView: View {
    @Environment(Service.self) var service

    var body: some View {
        Text(service.status)
    }
}
