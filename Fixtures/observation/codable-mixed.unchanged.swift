import Foundation
import Combine

/// Decoding is written by hand, encoding is synthesized: converting would change the keys it writes.
final class Project: ObservableObject, Codable {
    var name = ""

    enum CodingKeys: String, CodingKey {
        case name
    }

    init() {}

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    }
}
