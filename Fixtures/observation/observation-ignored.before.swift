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

final class ReaderModel: ObservableObject {
    @Published var text = ""
    lazy var formatter = DateFormatter()
    @Clamped var level = 3
    @ObservationIgnored var cache: [String: Int] = [:]
    private lazy var parser: JSONDecoder = {
        JSONDecoder()
    }()
    static var shared = 0
    var pageCount: Int { text.count / 1000 }
}
