/// The kind of a lexed token. Deliberately coarse: the tree and the migrations look at token text
/// for anything finer (which operator, which contextual keyword), so the lexer stays small and fast.
public enum TokenKind: UInt8, Sendable, Equatable {
    case identifier  // foo, `foo`, `a test name`, unicode identifiers, _
    case dollarIdentifier  // $0, $name
    case keyword  // reserved words: func, var, if, self, true, …
    case integerLiteral
    case floatLiteral
    case stringLiteral  // the whole literal, delimiters and interpolations included
    case regexLiteral  // #/…/# and /…/
    case `operator`  // =, ->, ==, ?, !, &&, ..<, custom operators
    case period  // a lone '.'
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftSquare, rightSquare
    case comma, colon, semicolon
    case atSign  // '@' of an attribute
    case poundKeyword  // #if, #else, #endif, #selector, #available, #expect, …
    case pound  // a lone '#'
    case backslash  // key-path '\'
    case unknown  // bytes Swift cannot lex; kept verbatim and counted as a problem
    case endOfFile  // zero-width; its leading trivia holds whatever follows the last token

    public var isOpeningDelimiter: Bool { self == .leftParen || self == .leftBrace || self == .leftSquare }
    public var isClosingDelimiter: Bool { self == .rightParen || self == .rightBrace || self == .rightSquare }
}

/// One token and the trivia it owns, as byte offsets into the file.
///
/// The trivia rule: a token's trailing trivia runs up to (not including) the next newline; everything
/// from that newline to the next token is the next token's leading trivia. So an own-line attribute
/// owns the newline and indentation in front of it, and deleting "leading trivia + token" removes
/// exactly its line. Tokens tile the file: `tokens[i].triviaStart == tokens[i-1].trailingTriviaEnd`.
///
/// Offsets are stored in 32 bits (a token is 20 bytes, not 40: a file's tokens take about four
/// bytes per byte of source instead of eight); a file of 4 GB or more is refused before lexing.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    private var storedTriviaStart: UInt32
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedTrailingTriviaEnd: UInt32

    /// Start of the leading trivia.
    public var triviaStart: Int {
        get { Int(storedTriviaStart) }
        set { storedTriviaStart = UInt32(newValue) }
    }
    /// Start of the token's own text.
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(newValue) }
    }
    /// End of the token's own text.
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(newValue) }
    }
    /// End of the trailing trivia.
    public var trailingTriviaEnd: Int {
        get { Int(storedTrailingTriviaEnd) }
        set { storedTrailingTriviaEnd = UInt32(newValue) }
    }

    /// The largest file whose offsets a token can hold.
    public static let maximumFileSize = Int(UInt32.max)

    public init(kind: TokenKind, triviaStart: Int, start: Int, end: Int, trailingTriviaEnd: Int) {
        self.kind = kind
        storedTriviaStart = UInt32(triviaStart)
        storedStart = UInt32(start)
        storedEnd = UInt32(end)
        storedTrailingTriviaEnd = UInt32(trailingTriviaEnd)
    }

    public var textRange: Range<Int> { start..<end }
    public var leadingTriviaRange: Range<Int> { triviaStart..<start }
    public var trailingTriviaRange: Range<Int> { end..<trailingTriviaEnd }
    /// The token with all its trivia.
    public var fullRange: Range<Int> { triviaStart..<trailingTriviaEnd }
}

/// Something the lexer or the tree builder could not make sense of. The parser never fails; it counts
/// problems instead, so the engine can refuse output that parses worse than its input.
public struct SyntaxProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case unterminatedString = "unterminated string literal"
        case unterminatedComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case invalidRegex = "regex literal may not start with a space"
        case unterminatedBacktick = "unterminated backticked identifier"
        case unknownCharacter = "unknown character"
        case unbalancedDelimiter = "unbalanced delimiter"
        case conflictMarker = "merge conflict marker"
        case unbalancedDirective = "unbalanced #if/#endif"
        case editorPlaceholder = "editor placeholder in source file"
        case invalidEscape = "invalid escape sequence in literal"
        case multilineStringDelimiter = "multi-line string literal delimiter must stand on its own line"
        case multilineStringIndentation = "insufficient indentation of line in multi-line string literal"
        case invalidNumber = "invalid number literal"
        case unexpectedCommentEnd = "unexpected end of block comment"
    }
    public var kind: Kind
    /// Byte offset where the problem starts.
    public var offset: Int

    public var description: String { "\(kind.rawValue) at byte \(offset)" }
}
