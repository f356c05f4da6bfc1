import SwiftUI

/// A send in an `if` of a method, beside the write it announces: the method's own send, which
/// the write of a tracked property makes redundant (not a closure forwarding changes).
@Observable
final class Thermostat {
    var target = 20

    func set(_ value: Int) {
        if value != target {
            target = value
        }
    }
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        Button("\(thermostat.target)") { thermostat.set(thermostat.target + 1) }
    }
}
