import Foundation
import SwiftData

// Core Data entity 'Contact' of Model.xcdatamodel, as a SwiftData model.
@Model
final class Contact {
    @Attribute(.unique) var email: String
    var firstName: String
    var lastName: String
    var phone: String?

    init(email: String, firstName: String, lastName: String) {
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
    }
}
