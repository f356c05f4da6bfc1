import Foundation
import Observation

@Observable
final class Preferences: Codable {
    let version: Int
    var volume: Double = 0.5
    var nickname = ""

    enum CodingKeys: String, CodingKey {
        case version
        case _volume = "volume"
        case _nickname = "nick_name"
    }
}

@Observable
final class Draft: Codable {
    @ObservationIgnored var title = ""
    @ObservationIgnored var body = ""

    enum CodingKeys: String, CodingKey {
        case title
        case body
    }
}

@Observable
final class Account: Codable {
    var name: String

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
