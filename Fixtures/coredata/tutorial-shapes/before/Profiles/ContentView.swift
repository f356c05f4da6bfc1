import SwiftUI

// What the app downloads: a plain value, not a model object (its `friends` and `age` are no
// Core Data properties, although the cached user's loop variable has the same name).
struct Friend: Codable {
    var name: String
}

struct User: Codable {
    var name: String
    var age: Int
    var isActive: Bool
    var friends: [Friend]
}

struct ContentView: View {
    @Environment(\.managedObjectContext) var moc
    @FetchRequest(sortDescriptors: []) var cachedUsers: FetchedResults<CachedUser>
    @State private var users = [User]()

    var body: some View {
        List(cachedUsers) { user in
            NavigationLink {
                DetailView(user: user)
            } label: {
                Text(user.wrappedName)
            }
        }
        .task {
            await MainActor.run {
                for user in users {
                    let newUser = CachedUser(context: moc)
                    newUser.name = user.name
                    newUser.age = Int16(user.age)
                    newUser.isActive = user.isActive

                    for friend in user.friends {
                        let newFriend = CachedFriend(context: moc)
                        newFriend.name = friend.name
                        newFriend.user = newUser
                    }
                }
                try? moc.save()
            }
        }
    }
}
