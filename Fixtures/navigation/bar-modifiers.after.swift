import SwiftUI

struct Settings: View {
    @State private var editing = false
    var compact: Bool

    var body: some View {
        Form {
            Text("General")
        }
        .navigationTitle(Text("Settings"))
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(compact ? .inline : .large)
        .toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
                Button("Cancel") {
                    editing = false
                }
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                HStack {
                    Button("Done") {}
                }
            }
        }
        .toolbar(editing || compact ? .hidden : .visible, for: .navigationBar)
        .toolbar(.hidden, for: .navigationBar)
    }
}

struct Inline: View {
    var body: some View {
        Text("Hello").navigationTitle("Hi").navigationBarTitleDisplayMode(.inline).toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
                Text("L")
            }
        }
    }
}

struct DeepItems: View {
    var body: some View {
        List {
            Text("Row")
        }
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                HStack {
                    Text("A")
                    Text("B")
                }
            }
        }
    }
}
