import SwiftUI

struct DetailView: View {
    let user: CachedUser

    var body: some View {
        List {
            Text("Age: \(user.age)")
            Text("Active: \(user.isActive)")
            ForEach(user.friendsArray) { friend in
                Text(friend.wrappedName)
            }
        }
    }
}
