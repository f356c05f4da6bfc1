import SourceSyntax
import Testing

/// Text taken out of a file and written back is the file's own bytes, valid UTF-8 or not.
@Suite struct LosslessTextTests {
    @Test(arguments: [
        [UInt8](), Array("plain ascii".utf8), Array("café ✓ 🎉".utf8),
        [0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x80, 0x80],
        Array("U+10FF41 written validly: \u{10FF41}".utf8), [0xF4, 0x8F, 0xBD, 0x81], [0xF4, 0x90, 0x80, 0x80],
    ])
    func bytesRoundTrip(_ bytes: [UInt8]) {
        #expect(LosslessText.encode(LosslessText.decode(bytes)) == bytes)
    }

    @Test func randomBytesRoundTrip() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 40) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Skew towards the bytes UTF-8 decoding cares about.
                let pick = UInt8(truncatingIfNeeded: state >> 33)
                bytes.append(pick % 3 == 0 ? [0xF4, 0x8F, 0xBF, 0x80, 0xC3, 0xE2, 0xED, 0xFF][Int(pick) % 8] : pick)
            }
            #expect(LosslessText.encode(LosslessText.decode(bytes)) == bytes, "\(bytes)")
        }
    }

    @Test func validTextDecodesAsItself() {
        #expect(LosslessText.decode(Array("let café = \"✓\"".utf8)) == "let café = \"✓\"")
    }

    @Test func tokenTextKeepsInvalidBytesThroughAString() {
        let bytes: [UInt8] = Array("let s = \"caf".utf8) + [0xE9] + Array("\"\n".utf8)
        let file = SourceFile(bytes: bytes)
        let literal = file.tokens.indices.first { file.kind($0) == .stringLiteral } ?? 3
        let text = file.text(literal..<(literal + 1))
        #expect(LosslessText.encode(text) == Array("\"caf".utf8) + [0xE9, 0x22])
    }
}
