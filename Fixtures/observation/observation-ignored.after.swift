import SwiftUI

@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}

@Observable
final class ReaderModel {
    var text = ""
    @ObservationIgnored lazy var formatter = DateFormatter()
    @ObservationIgnored @Clamped var level = 3
    @ObservationIgnored var cache: [String: Int] = [:]
    @ObservationIgnored private lazy var parser: JSONDecoder = {
        JSONDecoder()
    }()
    static var shared = 0
    var pageCount: Int { text.count / 1000 }
}
