/// Line starts of one file's bytes, to turn the engine's positions (1-based line, column in
/// bytes, as compilers print them) into the ones SARIF readers expect: columns in UTF-16 code
/// units (SARIF's default `columnKind`), so a line with `é` or an emoji before the finding still
/// points at the right character.
struct TextPositions {
    let bytes: [UInt8]
    /// Byte offset of each line's first byte; a line ends after its `\n`.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The UTF-16 column of a byte column on a line, or the byte column itself when the line is
    /// not in the file (a diagnostic about a file the run did not read).
    func utf16Column(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, byteColumn >= 1 else { return byteColumn }
        let start = lineStarts[line - 1]
        let end = min(start + byteColumn - 1, bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
    }

    /// The 1-based line and UTF-16 column of a byte offset (the end of the file included).
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, utf16Column(line: lo + 1, byteColumn: offset - lineStarts[lo] + 1))
    }
}
