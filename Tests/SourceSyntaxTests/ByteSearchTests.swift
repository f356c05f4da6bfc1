import SourceSyntax
import Testing

/// `ByteSearchSet` finds a needle wherever it is, whichever byte it is found through, and finds
/// nothing that is not there; checked against a plain search over generated text.
@Suite struct ByteSearchTests {
    static let needles = ["NavigationView", "@escaping", ".save()", "e", "Thread", "qonversion", "aa"]

    func naive(_ text: [UInt8], _ needles: [String]) -> Bool {
        needles.contains { needle in
            let bytes = Array(needle.utf8)
            guard bytes.count <= text.count else { return false }
            return (0...(text.count - bytes.count)).contains { Array(text[$0..<($0 + bytes.count)]) == bytes }
        }
    }

    @Test func matchesAPlainSearch() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aeqTNv@s.()View hreadinogcp".utf8)
        for round in 0..<400 {
            let length = Int.random(in: 0...60, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let subset = Array(Self.needles.shuffled(using: &generator).prefix(1 + round % 4)).filter { $0 != "e" || round % 7 == 0 }
            #expect(ByteSearchSet(subset).occurs(in: text) == naive(text, subset), "\(subset) in \(String(decoding: text, as: UTF8.self))")
        }
    }

    @Test func needlesAtTheEdgesAndAbsent() {
        let set = ByteSearchSet(["NavigationView", "@escaping"])
        #expect(set.occurs(in: Array("NavigationView { }".utf8)))
        #expect(set.occurs(in: Array("x: @escaping".utf8)))
        #expect(!set.occurs(in: Array("NavigationVie".utf8)))
        #expect(!set.occurs(in: []))
        #expect(!ByteSearchSet([]).occurs(in: Array("anything".utf8)))
        #expect(ByteSearchSet(["", "z"]).occurs(in: Array("fizz".utf8)))
    }
}
