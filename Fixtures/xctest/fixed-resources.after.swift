import Foundation
import Testing

@Suite(.serialized)
final class PreferencesTests {
    var defaults: UserDefaults!

    init() {
        // One suite name for every test: parallel tests would share (and clear) it.
        defaults = UserDefaults(suiteName: "PreferencesTests")
        defaults.removePersistentDomain(forName: "PreferencesTests")
    }

    @Test func storesAFlag() {
        defaults.set(true, forKey: "flag")
        #expect(defaults.bool(forKey: "flag"))
    }

    @Test func startsEmpty() {
        #expect(defaults.object(forKey: "flag") == nil)
    }
}

@Suite(.serialized)
struct ScratchFileTests {
    @Test func writesAndReads() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-file-tests.txt")
        try "hello".write(to: url, atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: url, encoding: .utf8) == "hello")
        try FileManager.default.removeItem(at: url)
    }
}
