import Foundation

/// Swift code that used the Objective-C classes through the bridging header.
func useModels() -> String {
    let model = Model(name: "swift")
    model.increment(by: 2)
    let service = Service()
    service.select(model)
    return service.hasSelection() ? model.summary(withPrefix: "> ") : ""
}
