import ObjCSyntax

/// The first construct of a pair outside the translated subset: where it is and what it is. The
/// pair stays byte-identical and this is its one diagnostic.
struct PairBlocker: Error {
    var path: String
    var line: Int
    var column: Int
    var message: String

    init(_ file: ObjCFile, at token: Int, _ message: String) {
        let at = file.location(ofToken: token)
        path = file.path
        line = at.line
        column = at.column
        self.message = message
    }

    init(path: String, line: Int = 1, column: Int = 1, _ message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}
