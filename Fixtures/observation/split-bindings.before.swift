import Foundation
import Combine

class Point: ObservableObject {
    @Published var name = ""
    var x = 0, y = 0
    private var a: Int = 1, b: Int = 2 // scratch values
    let c = 3, d = 4
}
