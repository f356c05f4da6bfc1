import MigrationKit

/// Every rule of the observation migration, with the file that holds its code.
enum ObservationRule: String, MigrationRule {
    /// `Models/ObservableClassHeader.swift`
    case observableClass = "observation.observable-class"
    /// `Models/ObservableClassHeader.swift`
    case observableProtocol = "observation.observable-protocol"
    /// `Models/StoredProperties.swift`
    case published = "observation.published"
    /// `Models/StoredProperties.swift`
    case observationIgnored = "observation.observation-ignored"
    /// `Models/StoredProperties.swift`
    case splitBindings = "observation.split-bindings"
    /// `Models/StoredProperties.swift`
    case openProperty = "observation.open-property"
    /// `Models/StoredProperties.swift`
    case didSet = "observation.did-set"
    /// `Models/ObjectWillChangeSends.swift`
    case objectWillChange = "observation.object-will-change"
    /// `Models/CodableKeys.swift`
    case codableKeys = "observation.codable-keys"
    /// `ObservationPlan.swift` (decided there, reported by `ObservationMigration` at each use;
    /// `Models/CombinePipelines.swift` words the advice for a `$property` pipeline)
    case combineConsumer = "observation.combine-consumer"
    /// `Models/ObservationImports.swift`
    case imports = "observation.imports"
    /// `Views/ViewWrappers.swift`
    case stateObject = "observation.state-object"
    /// `Views/ViewWrappers.swift`
    case observedObject = "observation.observed-object"
    /// `Views/ViewWrappers.swift`, `Views/EnvironmentBindings.swift`
    case environmentObject = "observation.environment-object"
    /// `Views/EnvironmentObjectModifier.swift`
    case environmentObjectModifier = "observation.environment-object-modifier"

    var summary: String {
        switch self {
        case .observableClass: "`class X: ObservableObject` becomes `@Observable class X`; subclasses are annotated too."
        case .observableProtocol:
            "`protocol P: ObservableObject` becomes `AnyObject` (and `Observable` when a view holds it generically) when every conformer converts."
        case .published: "`@Published` is removed in every form, comments kept."
        case .observationIgnored:
            "Stored `var`s that were not `@Published` (unless the class sends `objectWillChange` itself), `lazy var`s and wrapped properties get `@ObservationIgnored`."
        case .splitBindings: "`var a = 0, b = 1` is split into one declaration per name."
        case .openProperty: "A tracked `open var` becomes `public var`."
        case .didSet: "A tracked property's `didSet` that calls something is pointed out: it now also runs for the initial value in `init`."
        case .objectWillChange: "`objectWillChange.send()` statements are removed; other uses keep the class as it is."
        case .codableKeys: "Codable keys stay the same: `case _x = \"x\"`."
        case .combineConsumer: "A class whose `$property` or `objectWillChange` feeds Combine is left alone, with a warning."
        case .imports: "`import Observation` is added where needed; `import Combine` goes when unused."
        case .stateObject: "`@StateObject` becomes `@State`."
        case .observedObject: "`@ObservedObject` becomes `@Bindable` when bound with `$`, else a plain property."
        case .environmentObject: "`@EnvironmentObject var x: T` becomes `@Environment(T.self) var x`, with a local `@Bindable` where `$x` is used."
        case .environmentObjectModifier: "`.environmentObject(x)` becomes `.environment(x)` for converted types."
        }
    }
}
