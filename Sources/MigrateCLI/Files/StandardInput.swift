import Foundation
import SourceSyntax

/// Reads `-` (stdin) to its end with `read(2)`, so a closed descriptor or a directory given as
/// stdin is an error the command reports (exit 3), not a crash inside Foundation's reader.
enum StandardInput {
    static func readAll(from fd: Int32 = STDIN_FILENO) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError("read", "stdin")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            // Token offsets are 32-bit (`Token.maximumFileSize`): refuse what they cannot address.
            guard bytes.count < Token.maximumFileSize else { throw SystemError("read", "stdin", code: EFBIG) }
        }
    }
}
