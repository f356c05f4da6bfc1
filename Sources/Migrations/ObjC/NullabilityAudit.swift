import MigrationKit
import ObjCSyntax

/// Headers Swift sees through implicitly unwrapped optionals: no `NS_ASSUME_NONNULL_BEGIN`/`END`,
/// and object pointers outside such a region without `nullable`/`nonnull`. Reports only; safe on
/// its own. Rules: `objc.nullability`.
enum NullabilityAudit {
    static func diagnostics(_ headers: [ObjCFile]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for file in headers where !file.path.hasSuffix("-Bridging-Header.h") && !file.path.hasSuffix("-Swift.h") {
            let regions = NonnullRegions(file)
            let declarations = file.containers.flatMap { container in container.members }
            guard !declarations.isEmpty else { continue }
            if regions.ranges.isEmpty {
                result.append(
                    Diagnostic(
                        path: file.path, line: 1, column: 1, rule: ObjCRule.nullability.rawValue,
                        message: "no NS_ASSUME_NONNULL_BEGIN/END: Swift sees every unannotated pointer here as an implicitly unwrapped optional (T!)"))
            }
            for member in declarations where !regions.contains(member.range.lowerBound) {
                if let name = unannotated(member, in: file) {
                    let at = file.location(ofToken: member.range.lowerBound)
                    result.append(
                        Diagnostic(
                            path: file.path, line: at.line, column: at.column, rule: ObjCRule.nullability.rawValue,
                            message: "`\(name)` has a pointer without nullable/nonnull, outside NS_ASSUME_NONNULL: Swift sees it as T!"))
                }
            }
        }
        return result
    }

    /// The member's name when one of its object pointers carries no nullability.
    static func unannotated(_ member: ObjCMember, in file: ObjCFile) -> String? {
        switch member.kind {
        case .property(let property):
            if property.has("nullable") || property.has("nonnull") || property.has("null_unspecified") || property.has("null_resettable") { return nil }
            guard let type = ObjCType.parse(property.type, in: file) ?? PairModel.blockPropertyType(property, in: file) else { return nil }
            return type.isObject && type.nullability == nil ? file.text(property.name) : nil
        case .method(let method):
            var types = method.pieces.compactMap { $0.type }
            if let result = method.returnType { types.append(result) }
            for range in types {
                guard let type = ObjCType.parse(range, in: file) else { continue }
                if type.isObject, type.nullability == nil, type.name != "instancetype" { return method.selector(in: file) }
            }
            return nil
        default:
            return nil
        }
    }
}
