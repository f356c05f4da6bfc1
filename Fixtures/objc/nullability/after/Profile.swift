import Foundation

@objc(Profile)
@objcMembers
class Profile: NSObject {
    var nickname: String?
    var identifier: String
    var bio: String!
    var tags: [String]

    @objc(initWithIdentifier:)
    init(identifier: String) {
        self.identifier = identifier
        self.tags = ["new"]
        super.init()
    }

    @objc(displayNameWithPrefix:)
    func displayName(withPrefix prefix: String) -> String? {
        if self.nickname == nil {
            return nil
        }
        return prefix
    }

    func tagCount() -> Int {
        var count: Int = 0
        for tag in self.tags {
            if tag.utf16.count > 0 {
                count += 1
            }
        }
        return count
    }
}
