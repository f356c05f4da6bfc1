import Foundation

final class Legacy {
    var pending: [() -> Void] = []

    func maybe(flag: Bool, completion: @escaping (Bool) -> Void) {
        if flag {
            completion(true)
        }
    }

    func twice(completion: @escaping (Int) -> Void) {
        completion(1)
        completion(2)
    }

    func stored(completion: @escaping () -> Void) {
        pending.append(completion)
    }

    func forwarded(completion: @escaping (Int) -> Void) {
        twice(completion: completion)
    }

    func looped(_ values: [Int], completion: @escaping (Int) -> Void) {
        for value in values {
            completion(value)
        }
    }

    func weakly(completion: @escaping (Int) -> Void) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            completion(self.pending.count)
        }
    }

    func throwing(completion: @escaping (Int) -> Void) throws {
        completion(1)
    }

    func valueAndCallback(completion: @escaping (Int) -> Void) -> Int {
        completion(1)
        return 1
    }

    func progress(completion: @escaping (Int, Int) -> Void) {
        completion(1, 2)
    }

    func afterTry(completion: @escaping (Error?) -> Void) {
        do {
            completion(nil)
            try check()
        } catch {
            completion(error)
        }
    }

    func check() throws {}

    func logged(_ message: @autoclosure () -> String, completion: @escaping () -> Void) {
        print(message())
        completion()
    }

    @available(*, renamed: "done()")
    func done(completion: @escaping () -> Void) {
        completion()
    }

    func done() async {
        await withCheckedContinuation { continuation in
            done {
                continuation.resume(returning: ())
            }
        }
    }
}

/// A type conforming to a protocol from outside the project: that protocol may have an async form
/// of the method (as delegate protocols do), which a wrapper would clash with.
final class Upload: NSObject, ProgressReporting {
    let progress = Progress(totalUnitCount: 1)

    func finish(completion: @escaping () -> Void) {
        completion()
    }
}

/// `refresh()` already exists: an async `refresh()` could capture its calls in async code.
final class Feed {
    func refresh() {}

    func refresh(completion: @escaping () -> Void) {
        refresh()
        completion()
    }

    func update() async {
        refresh()
    }
}

/// An escaping action is not a completion handler: no wrapper, nothing to report.
struct Row {
    func onTap(perform action: @escaping () -> Void) {
        action()
    }
}
