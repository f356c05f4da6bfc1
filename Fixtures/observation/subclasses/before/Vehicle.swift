import Combine

class Vehicle: ObservableObject {
    @Published var speed = 0
}

final class Garage: ObservableObject {
    @Published var count = 0
}
