import SwiftUI
import SwiftData

struct DetailView: View {
    let user: CachedUser

    var body: some View {
        List {
            Text("Age: \(user.age ?? 0)")
            Text("Active: \(user.isActive ?? false)")
            ForEach(user.friendsArray) { friend in
                Text(friend.wrappedName)
            }
        }
    }
}
