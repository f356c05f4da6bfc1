import Foundation
import MigrationKit
import PredicateKit

/// One Core Data model among the run's resources (its current version's `contents`), read whole,
/// with what Xcode's class generation makes of it and the `@Model` source generated from it.
/// Rules: `coredata.model-file` (the new file), `coredata.codegen` (class generation switched off).
struct ModelFile: Sendable {
    /// `App/Model.xcdatamodeld/Model.xcdatamodel/contents`
    var contentsPath: String
    var bytes: [UInt8]
    /// `Model`: the name `NSPersistentContainer(name:)` loads it by.
    var name: String
    var model: CoreDataModel
    var generated: ModelGenerator.Output
    /// `App/ModelModels.swift`: beside the `.xcdatamodeld`.
    var generatedPath: String
    /// Entity name → `codeGenerationType` (`class`, `category`, or nil for Manual/None).
    var codegen: [String: String]
    /// "Entity.attribute" of the attributes that say `usesScalarValueType="YES"`.
    var scalarAttributes: Set<String>

    /// The attributes that make Xcode generate code for an entity: the whole class, or (Category)
    /// the `@NSManaged` properties beside a hand-written class.
    static let generationAttributes = [Array(#" codeGenerationType="class""#.utf8), Array(#" codeGenerationType="category""#.utf8)]

    /// What is written to `generatedPath`: the current version's classes, or with
    /// `coredata.versioned-schema=true` and earlier versions, every version as a `VersionedSchema`
    /// and the migration plan between them (`VersionedSchemaWriter`).
    var fileText: String
    /// The generator's diagnostics for `fileText` (every version's, when versioned).
    var fileDiagnostics: [Diagnostic]
    /// `<Model>MigrationPlan` when the file holds versioned schemas.
    var migrationPlan: String?

    /// `older`: the bundle's earlier versions, oldest first (see `ModelFile.bundles(in:)`); they are
    /// read only when `versioned`.
    init?(resource: SourceInput, older: [SourceInput] = [], versioned: Bool = false, target: ModelTarget) throws {
        let components = resource.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2, components.last == "contents", components[components.count - 2].hasSuffix(".xcdatamodel") else { return nil }
        var bundleIndex = components.count - 2
        if components.count >= 3, components[components.count - 3].hasSuffix(".xcdatamodeld") { bundleIndex = components.count - 3 }
        let bundle = components[bundleIndex]
        name = String(bundle[..<bundle.lastIndex(of: ".")!])
        let directory = components[..<bundleIndex].joined(separator: "/")
        generatedPath = (directory.isEmpty ? "" : directory + "/") + name + "Models.swift"
        contentsPath = resource.path
        bytes = resource.bytes
        model = try XCDataModelReader.parseModel(Data(resource.bytes), path: resource.path)
        generated = ModelGenerator.generate(model, target: target)
        (codegen, scalarAttributes) = Self.readGeneration(String(decoding: resource.bytes, as: UTF8.self))
        fileText = generated.combined
        fileDiagnostics = generated.diagnostics
        if versioned, !older.isEmpty {
            var versions: [VersionedSchemaWriter.Version] = []
            for input in older + [resource] {
                let version = try XCDataModelReader.parseModel(Data(input.bytes), path: input.path)
                versions.append(VersionedSchemaWriter.Version(name: Self.versionName(of: input.path), model: version))
            }
            let output = VersionedSchemaWriter.generate(versions, modelName: name, target: target)
            fileText = output.text
            fileDiagnostics = output.diagnostics
            migrationPlan = SwiftIdentifiers.typeName(from: name) + "MigrationPlan"
        }
    }

    /// `…/Model 2.xcdatamodel/contents` → `Model 2`.
    static func versionName(of contentsPath: String) -> String {
        let folder = contentsPath.split(separator: "/").dropLast().last.map(String.init) ?? contentsPath
        return folder.hasSuffix(".xcdatamodel") ? String(folder.dropLast(".xcdatamodel".count)) : folder
    }

    /// The models among a run's resources: each `.xcdatamodeld`'s current version with its earlier
    /// ones, oldest first. The CLI passes every version up to the current one, so the current one is
    /// the last by name, numbers compared as numbers (`Model 10` after `Model 2`), as Xcode numbers them.
    static func bundles(in resources: [SourceInput]) -> [(current: SourceInput, older: [SourceInput])] {
        var groups: [String: [SourceInput]] = [:]
        var order: [String] = []
        for resource in resources {
            let components = resource.path.split(separator: "/", omittingEmptySubsequences: false)
            let key: String
            if components.count >= 3, components[components.count - 3].hasSuffix(".xcdatamodeld"), components.last == "contents" {
                key = components.dropLast(2).joined(separator: "/")
            } else {
                key = resource.path
            }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(resource)
        }
        return order.map { key in
            let versions = groups[key]!.sorted {
                versionName(of: $0.path).compare(versionName(of: $1.path), options: .numeric) == .orderedAscending
            }
            return (versions.last!, Array(versions.dropLast()))
        }
    }

    /// The model with Xcode's class generation switched off ("Manual/None"): every
    /// ` codeGenerationType="class"` or `="category"` attribute removed, nothing else touched.
    var withoutClassGeneration: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        scan: while i < bytes.count {
            for needle in Self.generationAttributes
            where bytes[i] == needle[0] && i + needle.count <= bytes.count && Array(bytes[i..<i + needle.count]) == needle {
                i += needle.count
                continue scan
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    /// Reads the two settings the model reader does not keep, from the start tags of `<entity>` and
    /// `<attribute>` elements (attribute values in a model file never contain `<` or `>`).
    static func readGeneration(_ text: String) -> (codegen: [String: String], scalars: Set<String>) {
        var codegen: [String: String] = [:]
        var scalars: Set<String> = []
        var entity: String?
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("entity ") {
                entity = value(of: "name", in: tag)
                if let entity { codegen[entity] = value(of: "codeGenerationType", in: tag) }
            } else if tag.hasPrefix("attribute "), let entity, let name = value(of: "name", in: tag),
                value(of: "usesScalarValueType", in: tag) == "YES"
            {
                scalars.insert(entity + "." + name)
            }
        }
        return (codegen, scalars)
    }

    static func value(of attribute: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " " + attribute + "=\"") else { return nil }
        let after = tag[start.upperBound...]
        guard let end = after.firstIndex(of: "\"") else { return nil }
        return String(after[..<end])
    }

    /// The type Xcode's class generation gives a property, when it differs from the `@Model`
    /// class's (so code written against one may not compile, or may behave differently, against
    /// the other): nil when they agree.
    func generatedTypeDifference(entity: CoreDataModel.Entity, property: String) -> String? {
        if let relationship = entity.relationship(named: property) {
            return relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : nil
        }
        guard let attribute = entity.attribute(named: property) else { return nil }
        switch attribute.type {
        case "Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Boolean":
            let scalar = scalarAttributes.contains(entity.name + "." + attribute.name)
            if !scalar { return "NSNumber?" }
            return attribute.isOptional ? "a non-optional scalar" : nil
        case "Decimal":
            return "NSDecimalNumber?"
        case "Transformable":
            return attribute.isOptional ? nil : "an optional"
        default:
            // String, Date, Binary, UUID, URI: Xcode declares them optional whatever the model says.
            return attribute.isOptional ? nil : "an optional"
        }
    }
}
