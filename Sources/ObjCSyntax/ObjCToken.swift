/// The kind of an Objective-C token. Coarse on purpose: the tree looks at token text for anything
/// finer (which keyword, which macro), so the lexer stays small and never fails.
public enum ObjCTokenKind: UInt8, Sendable, Equatable {
    case identifier  // names, C keywords and macros alike: if, NSString, NS_ENUM, nullable
    case atKeyword  // @interface, @end, @property, @selector, @synchronized, @YES, …
    case number  // 42, 0x1F, 1.5e3f, 10UL
    case string  // "…" (a C string)
    case objcString  // @"…"
    case character  // 'a'
    case punctuation  // one operator or delimiter: ( ) [ ] { } ; , . -> ++ << ... ^ @ …
    case directive  // a whole preprocessor line, continuations and comments included
    case unknown  // bytes the lexer cannot place (outside strings and comments): kept verbatim
    case endOfFile  // zero-width; its trivia holds whatever follows the last token
}

/// One token with the trivia before it (whitespace and comments), as byte offsets. Tokens tile
/// the file: `tokens[i].triviaStart == tokens[i-1].end`, and the last token is `.endOfFile`, so
/// printing the tokens' full ranges in order gives back every byte.
public struct ObjCToken: Sendable, Equatable {
    public var kind: ObjCTokenKind
    public var triviaStart: Int
    public var start: Int
    public var end: Int

    public init(kind: ObjCTokenKind, triviaStart: Int, start: Int, end: Int) {
        self.kind = kind
        self.triviaStart = triviaStart
        self.start = start
        self.end = end
    }

    public var textRange: Range<Int> { start..<end }
    public var fullRange: Range<Int> { triviaStart..<end }
}

/// Something the lexer or the tree could not make sense of; recorded, never thrown.
public struct ObjCProblem: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case unterminatedString = "unterminated string literal"
        case unterminatedCharacter = "unterminated character literal"
        case unterminatedComment = "unterminated block comment"
        case unknownCharacter = "unknown character"
        case unbalancedDelimiter = "unbalanced delimiter"
        case unterminatedContainer = "@interface, @implementation or @protocol without @end"
    }
    public var kind: Kind
    /// Byte offset where it was found.
    public var offset: Int

    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
