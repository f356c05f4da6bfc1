import Observation

@Observable
class Vehicle {
    var speed = 0
}

@Observable
final class Garage {
    var count = 0
}
