/// A tokenizer and a number parser, used by the assertion fixtures.
public enum Token: Equatable, Sendable {
    case integer(Int)
    case decimal(Double)
    case word(String)
}

public struct ParseError: Error, Equatable {
    public let input: String
    public init(input: String) { self.input = input }
}

public func tokenize(_ text: String) -> [Token] {
    text.split(separator: " ").map { piece in
        if let value = Int(piece) { return .integer(value) }
        if let value = Double(piece) { return .decimal(value) }
        return .word(String(piece))
    }
}

public struct NumberParser {
    public init() {}

    public func parse(_ text: String) throws -> Int {
        guard let value = Int(text.trimmingWhitespace()) else { throw ParseError(input: text) }
        return value
    }

    public func parseIfPossible(_ text: String) -> Int? {
        try? parse(text)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
