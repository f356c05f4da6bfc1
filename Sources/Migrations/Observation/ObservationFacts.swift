import MigrationKit
import SourceSyntax

/// The project-wide facts the observation migration records per file before any rewriting, with
/// what each is about (its subject) and the value it carries.
enum ObservationFact {
    /// `$name` written bare inside type `subject` (a binding in a view, a publisher in a model).
    static let dollar = FactKey<String>("observation.dollar")
    /// `assign(to: &$name)` inside type `subject`: a `dollar` use that is the target of a pipeline
    /// rather than its source, for the warning's wording.
    static let assignTarget = FactKey<String>("observation.assign-target")
    /// `receiver.$name`: the projection of another value's property; subject: `name`; value: the
    /// receiver's path, nil when it cannot be told.
    static let projection = FactKey<TypePath?>("observation.projection")
    /// `receiver.objectWillChange` on another value; subject: the receiver as written; value: its
    /// path, nil when it cannot be told.
    static let willChange = FactKey<TypePath?>("observation.will-change")
    /// `receiver.objectWillChange.send()` on another value: a notification sent from outside, as above.
    static let willChangeSent = FactKey<TypePath?>("observation.will-change-sent")
    /// Type `subject` calls `objectWillChange.send()` itself (a statement the migration removes): its
    /// views also refreshed for state that was not `@Published`, so every stored `var` stays tracked.
    static let sendsWillChange = FactKey<Void>("observation.sends-will-change")
    /// The first call creating an instance of class `subject` makes that is not a type's
    /// initializer (see `InitialValueEffects`).
    static let initialValueEffect = FactKey<InitialValueEffects.Effect>("observation.initial-value-effect")
    /// A project type that creating an instance of class `subject` constructs.
    static let constructs = FactKey<String>("observation.initial-value-constructs")
    /// A view property that creates a model for `@StateObject`; subject: what it creates, as written.
    static let stateSite = FactKey<InitialValueEffects.Site>("observation.state-site")
    /// A function named `subject` that returns a value, and what its body does besides.
    static let factoryEffect = FactKey<InitialValueEffects.FactoryEffect>("observation.factory-effect")
    /// A property with an observation wrapper (`@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`); subject: the held type's path, as written; value: the property as written.
    static let wrapperUse = FactKey<WrapperUse>("observation.wrapper-use")
    /// A requirement of protocol `subject` that only a Combine publisher meets (`var objectWillChange`,
    /// a property of a `Publisher`/`Published`/`Subject` type): its conformers stay as they are.
    /// Value: the requirement as written.
    static let publisherRequirement = FactKey<String>("observation.publisher-requirement")
    /// Something inside type `subject` that stops its conversion.
    static let blocker = FactKey<ObservationPlan.Reason>("observation.blocker")
    /// A hand-written `init(from:)` or `encode(to:)` in type `subject`: which.
    static let codableMethod = FactKey<String>("observation.codable-method")
    /// A wrapper (`@StateObject var m: Model`) whose type is a generic parameter constrained to
    /// `subject` (a protocol or a class).
    static let genericWrapper = FactKey<GenericWrapper>("observation.generic-wrapper")
    /// A top-level `let`/`var` named `subject`: the path of its value.
    static let global = FactKey<TypePath>("observation.global")
    /// A top-level function named `subject`: whether it is `func f<T>(_ x: T, …) -> T`, whose result
    /// has the type of its first argument (`configure(AppState()) { $0.x = … }`).
    static let returnsFirstArgument = FactKey<Bool>("observation.returns-first-argument")
    /// `typealias Objects = (session: Session, …)`: subject `Objects.session`, value the element's
    /// type as written (one name), so `App.objects.session` has a type.
    static let tupleElement = FactKey<String>("observation.tuple-element")
    /// A use of a class that must stay as it is, which keeps the class as it is too: a wrapper or
    /// `.environmentObject(x)` a `swift-migrate:disable` comment covers, or a wrapper the migration
    /// cannot rewrite where it is; subject: the held value's path, as written.
    static let keptUse = FactKey<KeptUse>("observation.kept-use")
}

/// A wrapped property, for the plan to find holders it will not rewrite.
struct WrapperUse: Sendable {
    var held: TypePath
    var text: String
    /// The held type as written (`CellA.ViewModel`), when the annotation or a constructor shows it.
    var written: String?
    /// The qualified name of the type the property is in, where `written` is looked up.
    var scope: String?

    /// The class it holds, or nil when that cannot be told (see `ClassIdentities`).
    func identity(in identities: ClassIdentities) -> String? {
        guard let written else {
            let simple = TypeName.simple(held.serialized)
            return identities.isNamesake(simple) ? nil : simple
        }
        return identities.identity(written: written, scope: scope)
    }
}

/// A wrapped property whose type is a generic parameter (`struct Row<M: Loadable>: View {
/// @ObservedObject var model: M }`).
struct GenericWrapper: Sendable {
    /// `Type.property`.
    var holder: String
    var wrapper: ViewWrappers.Wrapper

    /// `@ObservedObject` becomes a plain or `@Bindable` property and `@EnvironmentObject`
    /// `@Environment(M.self)`, whatever converted class `M` turns out to be. A `@StateObject`
    /// creates its object where this run cannot see which class it is or what creating it runs.
    var isRewritten: Bool { wrapper != .stateObject }
}

/// A use of a class that stays as it is, and why.
struct KeptUse: Sendable {
    /// What holds the class (`Model`, `self.model`), resolved against the index later.
    var holder: TypePath
    /// The rule the class's warning is reported under.
    var rule: String
    var reason: String
}

/// Decisions derived once per run from the index.
enum ObservationMemo {
    static let plan = MemoKey<ObservationPlan>("observation.plan")
    static let globalActors = MemoKey<Set<String>>("observation.global-actors")
    static let touched = MemoKey<ObservationPlan.TouchedFiles>("observation.touched-files")
}
