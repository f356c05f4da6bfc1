import Foundation
import Observation

@Observable
class Point {
    var name = ""
    @ObservationIgnored var x = 0
    @ObservationIgnored var y = 0
    @ObservationIgnored private var a: Int = 1
    @ObservationIgnored private var b: Int = 2 // scratch values
    let c = 3, d = 4
}
