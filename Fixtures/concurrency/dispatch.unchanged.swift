import Foundation

@MainActor
final class Screen {
    var title = ""
    let lock = DispatchQueue(label: "screen.lock")
    let work = DispatchQueue(label: "screen.work", attributes: .concurrent)
    let operations = OperationQueue()

    func refresh() {
        title = "loading"
        DispatchQueue.main.async {
            self.title = "done"
        }
    }

    nonisolated func load() {
        DispatchQueue.global(qos: .userInitiated).async {
            let group = DispatchGroup()
            let semaphore = DispatchSemaphore(value: 0)
            group.notify(queue: .main) {}
            semaphore.signal()
            DispatchQueue.main.async {}
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
        if Thread.isMainThread {
            Thread.sleep(forTimeInterval: 0.1)
        }
        OperationQueue.main.addOperation {}
        Thread.detachNewThread {}
    }
}
