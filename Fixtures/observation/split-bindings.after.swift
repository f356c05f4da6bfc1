import Foundation
import Observation

@Observable
class Point {
    var name = ""
    var x = 0
    var y = 0
    private var a: Int = 1
    private var b: Int = 2 // scratch values
    let c = 3, d = 4
}
