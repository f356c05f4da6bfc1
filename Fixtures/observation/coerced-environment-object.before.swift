import SwiftUI

class Service: ObservableObject {
    @Published var status = "idle"
}

final class MockService: Service {}

struct RootView: View {
    var body: some View {
        StatusView()
            .environmentObject(MockService() as Service)
    }
}

struct StatusView: View {
    @EnvironmentObject var service: Service

    var body: some View {
        Text(service.status)
    }
}
