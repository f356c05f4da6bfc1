import Foundation
import Testing

@testable import PredicateKit

/// A broken `contents` file is rejected with its position and the reason in words, never read in part.
@Suite struct DataModelErrorTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="title" attributeType="String"/>
                <attribute name="count" attributeType="Integer 64" usesScalarValueType="YES"/>
            </entity>
        </model>

        """
    static let path = "Model.xcdatamodel/contents"

    func readError(_ text: String) -> XCDataModelReader.ReadError? {
        do {
            _ = try XCDataModelReader.parse(Data(text.utf8), path: Self.path)
            return nil
        } catch {
            return error as? XCDataModelReader.ReadError
        }
    }

    @Test func aValidModelStillReads() throws {
        let schema = try XCDataModelReader.parse(Data(Self.model.utf8), path: Self.path)
        #expect(schema.entity(named: "Item")?.properties.map(\.name) == ["title", "count"])
        #expect(try XCDataModelReader.parse(Data("<model/>".utf8)).entities.isEmpty)
        // Whatever may follow the model in a well-formed file, and a byte order mark before it.
        #expect(try XCDataModelReader.parse(Data("\u{FEFF}<model></model>\n<!-- saved -->\n".utf8)).entities.isEmpty)
    }

    @Test func aFileCutBetweenElementsIsTruncated() {
        let cut = Self.model.components(separatedBy: "\n").prefix(5).joined(separator: "\n") + "\n"
        let error = readError(cut)
        #expect(error == .truncated(path: Self.path, line: 6, column: 1, openElements: ["model", "entity"]))
        #expect(error?.description == "Model.xcdatamodel/contents:6:1: the model's XML is truncated (the file ends inside <entity>, before </model>)")
    }

    @Test func aFileCutInsideATagIsTruncated() {
        let cut = String(Self.model.prefix(upTo: Self.model.range(of: "attributeType=\"Integer")!.lowerBound))
        guard case .truncated(_, let line, let column, let open) = readError(cut) else {
            Issue.record("not reported as truncated: \(String(describing: readError(cut)))")
            return
        }
        #expect(line == 5 && column == 33)
        #expect(open.first == "model")
    }

    @Test func aFileWithoutItsClosingModelTagIsTruncated() {
        let cut = Self.model.replacingOccurrences(of: "</model>\n", with: "")
        #expect(readError(cut) == .truncated(path: Self.path, line: 7, column: 1, openElements: ["model"]))
        #expect(readError(Self.model.replacingOccurrences(of: "</model>\n", with: "</model")) != nil)
    }

    /// However the file is cut, before its last `>`, nothing is read.
    @Test func noPrefixOfAModelReads() {
        let bytes = Array(Self.model.utf8)
        let last = bytes.lastIndex(of: UInt8(ascii: ">"))!
        for length in 1...last {
            let error = readError(String(decoding: bytes.prefix(length), as: UTF8.self))
            guard case .truncated = error else {
                Issue.record("cut after \(length) bytes: \(String(describing: error))")
                return
            }
        }
    }

    @Test func malformedXMLSaysWhereAndWhy() {
        let mismatched = Self.model.replacingOccurrences(of: "    </entity>", with: "    </entyty>")
        #expect(
            readError(mismatched)?.description
                == "Model.xcdatamodel/contents:6:14: the model's XML is malformed (an end tag that does not match its start tag)")
        let ampersand = Self.model.replacingOccurrences(of: "name=\"title\"", with: "name=\"title&size\"")
        #expect(
            readError(ampersand)?.description
                == "Model.xcdatamodel/contents:4:36: the model's XML is malformed (an entity reference without its ';' (write &amp; for a plain '&'))")
        let unquoted = Self.model.replacingOccurrences(of: "name=\"count\"", with: "name=count")
        #expect(
            readError(unquoted)?.description
                == "Model.xcdatamodel/contents:5:25: the model's XML is malformed (an attribute value without quotes)")
        #expect(
            readError(Self.model + "<model/>\n")?.description
                == "Model.xcdatamodel/contents:8:1: the model's XML is malformed (content after the end of the root element)")
        #expect(
            readError("{ \"not\": \"xml\" }")?.description
                == "Model.xcdatamodel/contents:1:1: the model's XML is malformed (expected '<' to start the root element)")
    }

    @Test func anEmptyFileIsNotAModel() {
        #expect(readError("") == .empty(path: Self.path))
        #expect(readError(" \n\t\r\n") == .empty(path: Self.path))
        #expect(readError("")?.description == "Model.xcdatamodel/contents: the model file is empty")
        #expect(readError("<plist><dict/></plist>")?.description == "Model.xcdatamodel/contents: not a Core Data model (no <model> element)")
    }

    @Test func theEndOfTheTextIsCountedInBytesAndLines() {
        #expect(XMLText.endPosition(of: Array("".utf8)) == (1, 1))
        #expect(XMLText.endPosition(of: Array("ab\r\ncé".utf8)) == (2, 4))
        #expect(XMLText.endPosition(of: Array("a\rb\n".utf8)) == (3, 1))
        #expect(XMLText.endsWithEndTag(Array("<model>\n</model >\n\n".utf8), of: "model"))
        #expect(!XMLText.endsWithEndTag(Array("<model>\n</model".utf8), of: "model"))
    }
}
