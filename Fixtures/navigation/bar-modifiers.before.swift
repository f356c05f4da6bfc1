import SwiftUI

struct Settings: View {
    @State private var editing = false
    var compact: Bool

    var body: some View {
        Form {
            Text("General")
        }
        .navigationBarTitle(Text("Settings"))
        .navigationBarTitle("Settings", displayMode: compact ? .inline : .large)
        .navigationBarItems(
            leading: Button("Cancel") {
                editing = false
            },
            trailing: HStack {
                Button("Done") {}
            })
        .navigationBarHidden(editing || compact)
        .navigationBarHidden(true)
    }
}

struct Inline: View {
    var body: some View {
        Text("Hello").navigationBarTitle("Hi", displayMode: .inline).navigationBarItems(leading: Text("L"))
    }
}

struct DeepItems: View {
    var body: some View {
        List {
            Text("Row")
        }
        .navigationBarItems(trailing:
                                HStack {
                                    Text("A")
                                    Text("B")
                                }
        )
    }
}
