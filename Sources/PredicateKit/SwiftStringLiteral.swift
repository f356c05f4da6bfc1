/// Decodes the Swift string literal that holds a format string (`"title == 'x'"`,
/// `#"title MATCHES '\d+'"#`) into its value, so that what the predicate parser reads is what
/// `NSPredicate(format:)` receives at run time. Literals with interpolation are not decoded:
/// their value is not known at translation time.
public enum SwiftStringLiteral {
    public static func decode(_ literal: String) -> String? {
        var text = Substring(literal.trimmingCharacters(in: .whitespaces))
        var hashes = 0
        while text.hasPrefix("#") {
            hashes += 1
            text = text.dropFirst()
        }
        let delimiter = String(repeating: "#", count: hashes)
        guard text.hasSuffix("\"" + delimiter) else { return nil }
        text = text.dropLast(hashes)
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        let body = Array(text.dropFirst().dropLast())
        let escape = "\\" + delimiter
        let escapeCharacters = Array(escape)
        var value = ""
        var index = 0
        while index < body.count {
            let character = body[index]
            if character == "\"" && hashes == 0 { return nil }
            guard character == "\\", Array(body[index..<min(body.count, index + escapeCharacters.count)]) == escapeCharacters else {
                value.append(character)
                index += 1
                continue
            }
            index += escapeCharacters.count
            guard index < body.count else { return nil }
            switch body[index] {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "\\", "\"", "'": value.append(body[index])
            case "u":
                // `\u{1F600}`
                guard index + 1 < body.count, body[index + 1] == "{",
                    let close = body[(index + 2)...].firstIndex(of: "}"),
                    let code = UInt32(String(body[(index + 2)..<close]), radix: 16),
                    let scalar = Unicode.Scalar(code)
                else { return nil }
                value.unicodeScalars.append(scalar)
                index = close
            default:
                return nil  // `\(…)` interpolation
            }
            index += 1
        }
        return value
    }
}
