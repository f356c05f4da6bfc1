import MigrationKit
import SourceSyntax

/// Questions only the observation rules ask of the tree.
extension SourceFile {
    /// A `$name` token that is not a closure's `$0` and not the `.$name` projection of another value.
    func isBareDollarName(_ index: Int) -> Bool {
        guard kind(index) == .dollarIdentifier else { return false }
        let text = text(of: index)
        guard let second = text.dropFirst().first, !second.isNumber else { return false }
        if index > 0, kind(index - 1) == .period {
            return matches(index - 2, "self") && !(index > 2 && kind(index - 3) == .period)
        }
        return true
    }

    /// `.$name`: the projection of some other value's property (`model.$query`).
    func isMemberDollarName(_ index: Int) -> Bool {
        guard kind(index) == .dollarIdentifier, index > 0, kind(index - 1) == .period else { return false }
        guard let second = text(of: index).dropFirst().first, !second.isNumber else { return false }
        return !(matches(index - 2, "self") && !(index > 2 && kind(index - 3) == .period))
    }

    /// Generic parameter name → the names it is constrained to, from `<M: P & Q>` and `where M: P`.
    func genericConstraints(of decl: Decl) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for range in [decl.genericParameters, decl.whereClause].compactMap({ $0 }) {
            var i = range.lowerBound
            while i + 2 < range.upperBound {
                defer { i += 1 }
                guard kind(i) == .identifier, kind(i + 1) == .colon else { continue }
                let parameter = text(of: i)
                var j = i + 2
                while j < range.upperBound, kind(j) == .identifier {
                    result[parameter, default: []].append(ProjectIndex.simpleName(text(of: j)))
                    j += 1
                    guard j < range.upperBound, kind(j) == .operator, matches(j, "&") else { break }
                    j += 1
                }
            }
        }
        return result
    }
}
