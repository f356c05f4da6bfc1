import SwiftUI

final class Car: Vehicle {
    @Published var doors = 4
}

class Truck: Vehicle {
    var load = 0
}

struct CarView: View {
    @ObservedObject var car: Car
    @ObservedObject var truck: Truck

    var body: some View {
        Stepper("Doors", value: $car.doors)
        Text("\(truck.speed)")
    }
}
