/// Bytes ↔ `String` without losing a byte, so text a migration copies out of a file and writes
/// back is the file's own bytes even where they are not valid UTF-8.
///
/// `String(decoding:as:)` turns each invalid sequence into U+FFFD, which would silently change a
/// file that holds, say, a Latin-1 byte in a comment or a string literal. Here every byte that is
/// not part of valid UTF-8 becomes one scalar of the private-use range U+10FF00–U+10FFFF (U+10FF00 +
/// the byte), and `encode` turns those scalars back into the bytes. A file that itself contains a
/// scalar of that range has its bytes escaped the same way, so `encode(decode(b)) == b` for any `b`.
public enum LosslessText {
    static let escapeBase: UInt32 = 0x10FF00

    public static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        if isPlainUTF8(bytes) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if let (scalar, length) = scalar(at: i, in: bytes), scalar.value < escapeBase {
                scalars.append(scalar)
                i += length
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[i]))!)
                i += 1
            }
        }
        return String(scalars)
    }

    public static func decode(_ bytes: [UInt8]) -> String { decode(bytes[...]) }

    /// Appends the bytes `text` stands for.
    public static func encode(_ text: String, into bytes: inout [UInt8]) {
        let utf8 = text.utf8
        // Escapes are U+10FFxx, encoded F4 8F Bx xx: text without an F4 byte has none.
        guard utf8.contains(0xF4) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for scalar in text.unicodeScalars {
            if scalar.value >= escapeBase {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    public static func encode(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(text, into: &bytes)
        return bytes
    }

    /// Valid UTF-8 with no scalar in the escape range: `String(decoding:)` keeps it exactly.
    static func isPlainUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] < 0x80 {
                i += 1
                continue
            }
            guard let (scalar, length) = scalar(at: i, in: bytes), scalar.value < escapeBase else { return false }
            i += length
        }
        return true
    }

    /// The scalar of the well-formed UTF-8 sequence starting at `i`, and its length; nil when the
    /// bytes there are not one (stray continuation byte, overlong form, surrogate, truncation).
    static func scalar(at i: Int, in bytes: ArraySlice<UInt8>) -> (Unicode.Scalar, Int)? {
        let lead = bytes[i]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0x00..<0x80: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF:
            length = 2
            minimum = 0x80
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            minimum = 0x800
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            minimum = 0x10000
            value = UInt32(lead & 0x07)
        default: return nil
        }
        guard bytes.endIndex - i >= length else { return nil }
        for k in 1..<length {
            let byte = bytes[i + k]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
