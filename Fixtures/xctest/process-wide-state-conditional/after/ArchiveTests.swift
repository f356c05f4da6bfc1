#if os(macOS)
import Testing
@testable import SampleKit

// Only macOS builds see this suite, so the shared trait must not be defined here.
@Suite(.serialized, .processWideState)
struct ArchiveTests {
    @Test func compressionIsGlobal() {
        Settings.verbose = true
        #expect(Settings.verbose)
    }
}
#endif
