import SwiftUI

struct Screen: View {
    var body: some View {
        NavigationView {
            Text("Home")
                .navigationBarTitle("Home")
        }
    }
}
