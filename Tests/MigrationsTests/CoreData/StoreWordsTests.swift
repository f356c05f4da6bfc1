import Testing

@testable import Migrations

/// `FileConverter.usesStore` skips files whose bytes name nothing of Core Data's; the byte search
/// must find every name the token walk would.
@Suite struct StoreWordsTests {
    @Test func everyCoreDataTypeNameContainsAStoreWord() {
        for name in CoreDataAPI.typeNames.keys.sorted() {
            #expect(FileConverter.storeWords.contains { name.contains($0) }, "\(name)")
        }
        for name in FileConverter.wrapperWords {
            #expect(FileConverter.storeWords.contains { name.contains($0) }, "\(name)")
        }
    }
}
