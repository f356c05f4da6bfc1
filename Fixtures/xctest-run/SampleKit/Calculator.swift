/// A small calculator: the system under test for most xctest fixtures.
public enum CalculatorError: Error, Equatable {
    case divisionByZero
    case overflow
}

public final class Calculator {
    public private(set) var lastResult: Int?
    public private(set) var history: [Int] = []

    public init() {}

    @discardableResult
    public func add(_ a: Int, _ b: Int) -> Int {
        record(a + b)
    }

    public func divide(_ a: Int, by b: Int) throws -> Int {
        guard b != 0 else { throw CalculatorError.divisionByZero }
        return record(a / b)
    }

    public func multiply(_ a: Int, _ b: Int) throws -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { throw CalculatorError.overflow }
        return record(value)
    }

    public func reset() {
        lastResult = nil
        history.removeAll()
    }

    private func record(_ value: Int) -> Int {
        lastResult = value
        history.append(value)
        return value
    }
}
