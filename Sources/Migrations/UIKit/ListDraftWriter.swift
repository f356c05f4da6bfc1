/// The text of a list screen's draft: a SwiftUI view with a `List` (table) or a `LazyVGrid`
/// (collection) showing the same row content, to read and finish by hand.
enum ListDraftWriter {
    static func fileName(for draft: ListDraft) -> String { "\(draft.viewName).swift" }

    static func text(for draft: ListDraft) -> String {
        let source = draft.screen.type.file.path.split(separator: "/").last.map(String.init) ?? ""
        var lines = [
            "// A SwiftUI draft of \(draft.screen.name) (\(source)), written by swift-migrate.",
            "// Read it, finish what the comments say, then show it with UIHostingController where the view",
            "// controller was.",
        ]
        if !draft.leftInUIKit.isEmpty {
            lines.append("// Not carried over from \(draft.screen.name): \(draft.leftInUIKit.joined(separator: ", ")).")
        }
        lines += [
            "import SwiftUI",
            "import UIKit",
            "",
            "struct \(draft.viewName): View {",
            "    /// Rows are identified by position, as the index paths were. `\(draft.isGrid ? "ForEach" : "List")(\(draft.array))` for",
            "    /// Identifiable elements (or `id: \\.self` for Hashable ones) keeps each row's identity as the array changes.",
            "    let \(draft.array): [\(draft.elementType)]",
        ]
        if draft.selects {
            lines += [
                "    /// What \(draft.isGrid ? "collectionView(_:didSelectItemAt:)" : "tableView(_:didSelectRowAt:)") did with the selected row.",
                "    var onSelect: (\(draft.elementType)) -> Void",
            ]
        }
        lines += ["", "    var body: some View {"]
        let rowIndent: String
        if draft.isGrid {
            lines += [
                "        ScrollView {",
                "            // The collection's layout is not read: adjust the columns to its item size.",
                "            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {",
                "                ForEach(\(draft.array).indices, id: \\.self) { row in",
            ]
            rowIndent = "                    "
        } else {
            lines.append("        List(\(draft.array).indices, id: \\.self) { row in")
            rowIndent = "            "
        }
        lines += rowLines(draft).map { rowIndent + $0 }
        if draft.isGrid {
            lines += ["                }", "            }", "            .padding()", "        }"]
        } else {
            lines.append("        }")
        }
        if let title = draft.title { lines.append("        .navigationTitle(\(title))") }
        for (modifier, method, statements) in draft.lifecycle {
            lines.append("        .\(modifier) {")
            lines.append("            // What \(method) did, to move here by hand (this view has none of the view controller's members):")
            for statement in statements {
                for line in statement.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append("            // " + String(line).trimmingCharacters(in: .whitespaces))
                }
            }
            lines.append("        }")
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The row: the cell's locals, its text, detail text and image as optionals (the cell's
    /// properties are), then the content laid out as the standard cell styles do.
    static func rowLines(_ draft: ListDraft) -> [String] {
        var lines = draft.locals
        if let text = draft.text { lines.append("let cellText: String? = \(text)") }
        if let detail = draft.detail { lines.append("let cellDetail: String? = \(detail)") }
        if let image = draft.image { lines.append("let cellImage: UIImage? = \(image)") }
        var content: [String] = []
        let onlyText = draft.detail == nil && draft.image == nil && draft.accessory == nil
        if onlyText, draft.text != nil {
            content = ["if let cellText { Text(cellText) }"]
        } else {
            content.append("HStack {")
            if draft.image != nil { content.append("    if let cellImage { Image(uiImage: cellImage) }") }
            content.append("    VStack(alignment: .leading) {")
            if draft.text != nil { content.append("        if let cellText { Text(cellText) }") }
            if draft.detail != nil { content.append("        if let cellDetail { Text(cellDetail).font(.subheadline).foregroundStyle(.secondary) }") }
            content.append("    }")
            if let accessory = draft.accessory {
                content += ["    Spacer()", "    Image(systemName: \"\(accessory)\").foregroundStyle(.secondary)"]
            }
            content.append("}")
        }
        if draft.selects {
            lines.append("Button {")
            lines.append("    onSelect(\(draft.array)[row])")
            lines.append("} label: {")
            lines += content.map { "    " + $0 }
            lines.append("}")
        } else {
            lines += content
        }
        return lines
    }
}
