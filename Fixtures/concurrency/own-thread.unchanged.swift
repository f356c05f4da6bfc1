// The project's own `Thread` (a discussion thread) is not Foundation's.
struct Thread {
    var title: String

    static var isMainThread: Bool { false }
}

let thread = Thread(title: "Release notes")
let flag = Thread.isMainThread
