import Foundation

extension Assessment {
    /// The JSON rendering: this value encoded with sorted keys, pretty-printed (schema in
    /// `docs/assess.md`).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a plain value; encoding cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
