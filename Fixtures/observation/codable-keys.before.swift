import Foundation
import Combine

final class Preferences: ObservableObject, Codable {
    let version: Int
    var volume: Double = 0.5 {
        willSet { objectWillChange.send() }
    }
    var nickname = ""

    enum CodingKeys: String, CodingKey {
        case version
        case volume
        case nickname = "nick_name"
    }
}

final class Draft: ObservableObject, Codable {
    var title = ""
    var body = ""
}

final class Account: ObservableObject, Codable {
    @Published var name: String

    enum CodingKeys: String, CodingKey {
        case name
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}
