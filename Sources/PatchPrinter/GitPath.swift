/// File names in patch headers, written the way `git diff` writes them (git's `quote_c_style`
/// with the default `core.quotePath`), so `git apply` and GNU `patch` read back the same bytes.
public enum GitPath {
    /// A path for a message, quoted as `git status` would show it (`"caf\351.swift"` for a name
    /// that is not UTF-8); a plain name stays as it is.
    public static func shown(_ path: [UInt8]) -> String {
        String(decoding: label(path, prefix: ""), as: UTF8.self)
    }


    /// `prefix` + `path` (e.g. `a/` + `Sources/A.swift`). A name with a double quote, backslash,
    /// control character or any byte ≥ 0x80 goes inside double quotes, the prefix too, with C
    /// escapes (`\t`, `\n`, `\"`, `\\`, `\a\b\f\r\v`) and three-digit octal for other such bytes.
    static func label(_ path: [UInt8], prefix: String) -> [UInt8] {
        let name = Array(prefix.utf8) + path
        guard name.contains(where: needsEscape) else { return name }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name {
            guard needsEscape(byte) else {
                quoted.append(byte)
                continue
            }
            quoted.append(UInt8(ascii: "\\"))
            if let letter = letterEscape(byte) {
                quoted.append(letter)
            } else {
                quoted += [byte >> 6, (byte >> 3) & 7, byte & 7].map { UInt8(ascii: "0") + $0 }
            }
        }
        quoted.append(UInt8(ascii: "\""))
        return quoted
    }

    /// git ends a `---`/`+++` line with a tab when its label has a space, so that GNU patch,
    /// which reads a name up to a tab, keeps the whole name; `diff --git` lines never get one.
    static func headerTerminator(_ label: [UInt8]) -> [UInt8] {
        label.contains(UInt8(ascii: " ")) ? [UInt8(ascii: "\t")] : []
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte >= 0x7F
    }

    private static func letterEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x07: UInt8(ascii: "a")
        case 0x08: UInt8(ascii: "b")
        case 0x09: UInt8(ascii: "t")
        case 0x0A: UInt8(ascii: "n")
        case 0x0B: UInt8(ascii: "v")
        case 0x0C: UInt8(ascii: "f")
        case 0x0D: UInt8(ascii: "r")
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        default: nil
        }
    }
}
