// Stand-in for the parts of Combine that the observation fixtures use, so that the fixtures
// type-check on Linux (where Combine does not exist). Signatures are simplified, but every
// constraint the migration depends on is kept: `ObservableObject` is its own protocol, `@Published`
// only projects a publisher, and nothing here accepts an `@Observable` type.
import Foundation

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init() {}
}

public final class AnyCancellable: Hashable {
    public init() {}
    public init(_ cancel: @escaping () -> Void) {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store(in array: inout [AnyCancellable]) { array.append(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public protocol Scheduler {}
extension RunLoop: Scheduler {}
extension DispatchQueue: Scheduler {}

/// Stands in for `Scheduler.SchedulerTimeType.Stride`.
public struct SchedulerStride: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) {}
    public init(floatLiteral value: Double) {}
    public static func milliseconds(_ value: Int) -> SchedulerStride { 0 }
    public static func seconds(_ value: Double) -> SchedulerStride { 0 }
}

extension Publisher {
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func receive<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func sink(receiveCompletion: @escaping (Any) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
    public func assign(to published: inout Published<Output>.Publisher) {}
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { AnyCancellable() }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ value: Output) {}
}

extension PassthroughSubject where Output == Void {
    public func send() {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public init(_ output: Output) {}
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    private var value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }
}

extension Timer {
    public struct TimerPublisher: Combine.Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public func autoconnect() -> AnyPublisher<Date, Never> { AnyPublisher() }
    }

    public static func publish(every interval: TimeInterval, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher()
    }
}
