/// Non-ASCII operator characters (`∘`, `≈`, `¢`, `→`, …), from the Swift grammar's operator-head
/// and operator-character ranges. Only consulted at bytes ≥ 0xC0, so ASCII code pays nothing.
enum UnicodeOperators {
    /// The scalar whose UTF-8 encoding starts at `i`, and its length, if the bytes are well formed.
    static func scalar(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> (value: UInt32, length: Int)? {
        let lead = b[i]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, i + length <= b.count else { return nil }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for k in 1..<length {
            let next = b[i + k]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return (value, length)
    }

    /// Length of the operator head at `i`, or 0.
    static func headLength(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        guard b[i] >= 0xC0, let s = scalar(b, i), isHead(s.value) else { return 0 }
        return s.length
    }

    /// Length of the operator character (head or combining mark) at `i`, or 0.
    static func characterLength(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        guard b[i] >= 0xC0, let s = scalar(b, i), isHead(s.value) || isCombining(s.value) else { return 0 }
        return s.length
    }

    static func isHead(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isCombining(_ v: UInt32) -> Bool {
        switch v {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}
