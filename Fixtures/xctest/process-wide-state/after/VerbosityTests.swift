import Testing
@testable import SampleKit

@Suite(.serialized, .processWideState)
struct VerbosityTests {
    @Test func verboseIsOffAfterReset() {
        Settings.verbose = true
        Settings.reset()
        #expect(!Settings.verbose)
    }
}
