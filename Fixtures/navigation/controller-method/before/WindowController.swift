// A delegate method named `toolbar` on the project's own controller is not a view modifier.
final class WindowController {}

extension WindowController {
    func toolbar(_ identifier: String) -> String { identifier }
}
