import Foundation
import MigrationKit
import PredicateKit

/// The files besides Swift sources an assessment reads, found under the inputs with the same
/// folders skipped as for Swift files: Objective-C sources and headers, storyboards and xibs, Core
/// Data models and dependency lockfiles. Each is read and surveyed in parallel.
public struct ProjectFiles: Sendable {
    public var objectiveC: [ObjectiveCFile] = []
    public var interfaceBuilder: [InterfaceBuilderFile] = []
    public var models: [ModelSurvey] = []
    public var dependencies: [Dependency] = []
    public var lockfiles = 0
    /// Files that could not be read, with the reason.
    public var unreadable: [String] = []

    public init() {}

    static let objectiveCExtensions: Set<String> = ["m", "mm", "h"]

    /// - Parameters:
    ///   - display: turns an absolute path into the path shown in reports.
    ///   - excluded: files (absolute paths) the project's configuration leaves out.
    public static func read(
        under roots: [String], display: @Sendable (String) -> String, excluded: (String) -> Bool = { _ in false }
    ) -> ProjectFiles {
        let walked = SourceDiscovery.walk(roots, bundles: SourceDiscovery.isModelBundle)
        let found = walked.files.filter { !excluded($0) }
        let bundles = walked.bundles.filter { !excluded($0) }
        enum Read: Sendable {
            case objectiveC(ObjectiveCFile)
            case interfaceBuilder(InterfaceBuilderFile)
            case lockfile([Dependency])
            case unreadable(String)
            case none
        }
        let reads = parallelMap(found.sorted()) { path -> Read in
            let name = (path as NSString).lastPathComponent
            let ext = (name as NSString).pathExtension
            let wanted = objectiveCExtensions.contains(ext) || ext == "storyboard" || ext == "xib" || LockfileReader.fileNames.contains(name)
            guard wanted else { return .none }
            guard let data = FileManager.default.contents(atPath: path) else { return .unreadable("cannot read \(display(path))") }
            if ext == "storyboard" || ext == "xib" { return .interfaceBuilder(InterfaceBuilderFile(path: display(path), data: data)) }
            let text = String(decoding: data, as: UTF8.self)
            if LockfileReader.fileNames.contains(name) { return .lockfile(LockfileReader.dependencies(in: text, path: display(path))) }
            return .objectiveC(ObjectiveCFile(path: display(path), text: text))
        }
        var files = ProjectFiles()
        for read in reads {
            switch read {
            case .objectiveC(let file): files.objectiveC.append(file)
            case .interfaceBuilder(let file): files.interfaceBuilder.append(file)
            case .lockfile(let dependencies):
                files.lockfiles += 1
                files.dependencies += dependencies
            case .unreadable(let reason): files.unreadable.append(reason)
            case .none: break
            }
        }
        for bundle in Array(Set(bundles)).sorted() {
            do {
                var model = try XCDataModelReader.readModel(path: bundle)
                model.path = display(model.path)
                files.models.append(ModelSurvey(model))
            } catch {
                files.unreadable.append("\(display(bundle)): \(error)")
            }
        }
        return files
    }
}

/// A Core Data model's size and the features the guide says SwiftData lacks, each at its line of
/// the model's `contents` file.
public struct ModelSurvey: Sendable, Equatable {
    public var path: String
    public var entities: [Evidence]
    public var attributes: Int
    public var relationships: Int
    /// Abstract entities, derived attributes, fetched properties, several configurations.
    public var blockers: [Evidence]
    /// CloudKit sync: SwiftData syncs too, but the guide asks to verify it covers the store first.
    public var limits: [Evidence]

    public init(_ model: CoreDataModel) {
        path = model.path
        entities = model.entities.map { Evidence(path: model.path, line: $0.position.line, message: "entity \($0.name)") }
        attributes = model.entities.reduce(0) { $0 + $1.attributes.count }
        relationships = model.entities.reduce(0) { $0 + $1.relationships.count }
        var blockers: [Evidence] = []
        for entity in model.entities {
            if entity.isAbstract {
                blockers.append(Evidence(path: path, line: entity.position.line, message: "abstract entity \(entity.name)"))
            }
            for attribute in entity.attributes where attribute.isDerived {
                blockers.append(Evidence(path: path, line: attribute.position.line, message: "derived attribute \(entity.name).\(attribute.name)"))
            }
            for fetched in entity.fetchedProperties {
                blockers.append(Evidence(path: path, line: fetched.position.line, message: "fetched property \(entity.name).\(fetched.name)"))
            }
        }
        let stores = model.configurations.filter { $0.name != "Default" }
        if stores.count > 1 {
            for configuration in stores {
                blockers.append(
                    Evidence(
                        path: path, line: configuration.position.line,
                        message: "configuration \(configuration.name): one of \(stores.count) stores (multi-store setup)"))
            }
        }
        self.blockers = blockers
        limits =
            model.syncsWithCloudKit
            ? [Evidence(path: path, line: model.position.line, message: "the model syncs with CloudKit: verify SwiftData's CloudKit support covers it")] : []
    }
}
