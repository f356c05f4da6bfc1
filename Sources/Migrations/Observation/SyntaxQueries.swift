import MigrationKit
import SourceSyntax

/// `$name` questions only the observation rules ask of the tree.
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
}
