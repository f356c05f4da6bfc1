import SwiftUI

@Observable
final class Car: Vehicle {
    var doors = 4
}

@Observable
class Truck: Vehicle {
    @ObservationIgnored var load = 0
}

struct CarView: View {
    @Bindable var car: Car
    var truck: Truck

    var body: some View {
        Stepper("Doors", value: $car.doors)
        Text("\(truck.speed)")
    }
}
