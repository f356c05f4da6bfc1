import Foundation

extension NSString {
    @objc(hasText)
    func hasText() -> Bool {
        return self.length > 0
    }

    @objc(shoutedWithSuffix:)
    func shouted(withSuffix suffix: String) -> String {
        if !self.hasText() {
            return suffix
        }
        return "!"
    }
}
