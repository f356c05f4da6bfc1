import Foundation
import PredicateKit

/// A Core Data attribute as a SwiftData stored property: its Swift type, its default, its
/// `@Attribute` options. Rules: `coredata.unsupported-attribute`.
struct MappedAttribute: Equatable {
    /// The Swift type without the optional mark: `String`, `Int16`, `[String]`.
    var type: String
    var isOptional: Bool
    /// The Swift expression of the model's default value, if it has one.
    var defaultValue: String?
    /// `@Attribute` options: `.externalStorage`, `.transformable(by: "…")`, `.allowsCloudEncryption`.
    var options: [String]
}

enum AttributeMapping {
    /// The Swift type for each attribute type, as Xcode's generated classes spell them (so code that
    /// used those classes keeps its types). Integer widths are kept: `Int` would change the
    /// arithmetic and the overloads call sites pick.
    static let swiftTypes: [String: String] = [
        "String": "String", "Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double",
        "Float": "Float", "Decimal": "Decimal", "Boolean": "Bool", "Date": "Date", "Binary": "Data", "UUID": "UUID",
        "URI": "URL",
    ]

    /// The property for `attribute`, or why it has none.
    static func map(_ attribute: CoreDataModel.Attribute) -> Result<MappedAttribute, Unsupported> {
        var options: [String] = []
        let type: String
        if attribute.type == "Transformable" {
            guard let custom = attribute.customClassName.map(customType), !custom.isEmpty else {
                return .failure(
                    Unsupported(
                        "Transformable attribute '\(attribute.name)' names no custom class, so its Swift type is unknown: set its Custom Class in the model editor"
                    ))
            }
            // A transient value is never stored, so no transformer is involved.
            if attribute.isTransient { return .success(MappedAttribute(type: custom, isOptional: true, defaultValue: nil, options: [])) }
            guard let transformer = attribute.valueTransformerName, !transformer.isEmpty else {
                return .failure(
                    Unsupported(
                        "Transformable attribute '\(attribute.name)' names no value transformer, so Core Data falls back to one SwiftData cannot name: set its Transformer (NSSecureUnarchiveFromDataTransformer) in the model editor"
                    ))
            }
            type = custom
            options.append(".transformable(by: \(SwiftLiteral.string(transformer)))")
        } else if let known = swiftTypes[attribute.type] {
            type = known
        } else {
            let why =
                attribute.type == "Composite"
                ? "composite attributes are not generated yet: declare a Codable struct for '\(attribute.name)' by hand"
                : "attribute '\(attribute.name)' has type \(attribute.type), which has no SwiftData form"
            return .failure(Unsupported(why))
        }
        if attribute.allowsExternalBinaryDataStorage { options.append(".externalStorage") }
        if attribute.allowsCloudEncryption { options.append(".allowsCloudEncryption") }
        let defaultValue: String?
        switch defaultExpression(for: attribute) {
        case .success(let expression): defaultValue = expression
        case .failure(let unsupported): return .failure(unsupported)
        }
        return .success(MappedAttribute(type: type, isOptional: attribute.isOptional, defaultValue: defaultValue, options: options))
    }

    struct Unsupported: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// `customClassName` as a Swift type: a module prefix (`.Tags`, `App.Tags`) is dropped, since
    /// the generated file lives in the app's module.
    private static func customType(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(".") { return String(trimmed.dropFirst()) }
        if !trimmed.contains("<"), !trimmed.contains("["), let dot = trimmed.lastIndex(of: ".") {
            return String(trimmed[trimmed.index(after: dot)...])
        }
        return trimmed
    }

    /// The model's default as Swift source, checked so that the generated literal means the value
    /// Core Data stored.
    static func defaultExpression(for attribute: CoreDataModel.Attribute) -> Result<String?, Unsupported> {
        if attribute.type == "Date" {
            guard let interval = attribute.defaultDateTimeInterval else { return .success(nil) }
            guard let seconds = Double(interval), seconds.isFinite else {
                return .failure(Unsupported("the default date of '\(attribute.name)' (\(interval)) is not a number of seconds"))
            }
            return .success("Date(timeIntervalSinceReferenceDate: \(interval))")
        }
        guard let text = attribute.defaultValue else { return .success(nil) }
        let invalid = Unsupported("the default value of '\(attribute.name)' (\(text)) is not a valid \(attribute.type)")
        switch attribute.type {
        case "String":
            return .success(SwiftLiteral.string(text))
        case "Integer 16", "Integer 32", "Integer 64":
            let bits = ["Integer 16": 16, "Integer 32": 32, "Integer 64": 64][attribute.type]!
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            // Xcode's model editor writes `0.0` for an integer default it was given as `0`; the
            // model compiler reads it as the number it is. A fractional part is not an integer.
            let integral = Int64(trimmed) ?? integralNumber(trimmed)
            guard let value = integral, fits(value, bits: bits) else { return .failure(invalid) }
            return .success(String(value))
        case "Double", "Float":
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let value = Double(trimmed), value.isFinite, isSwiftNumberLiteral(trimmed) else { return .failure(invalid) }
            return .success(trimmed)
        case "Decimal":
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard isSwiftNumberLiteral(trimmed), Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")) != nil else {
                return .failure(invalid)
            }
            // An integer literal is exact; a fractional one would pass through Double.
            if Int64(trimmed) != nil { return .success(trimmed) }
            return .success("Decimal(string: \(SwiftLiteral.string(trimmed)))!")
        case "Boolean":
            // The model compiler reads a Boolean default as a number: `NO`, `0`, `0.0` are false.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            switch trimmed {
            case "YES", "true": return .success("true")
            case "NO", "false": return .success("false")
            default:
                guard let number = Double(trimmed), number.isFinite, isSwiftNumberLiteral(trimmed) else { return .failure(invalid) }
                return .success(number == 0 ? "false" : "true")
            }
        case "URI":
            guard URL(string: text) != nil else { return .failure(invalid) }
            return .success("URL(string: \(SwiftLiteral.string(text)))!")
        case "UUID":
            guard UUID(uuidString: text) != nil else { return .failure(invalid) }
            return .success("UUID(uuidString: \(SwiftLiteral.string(text)))!")
        default:
            // Binary and Transformable defaults are archived bytes in the model: not reproduced.
            return .failure(Unsupported("the default value of '\(attribute.name)' (a \(attribute.type)) cannot be written as Swift"))
        }
    }

    /// `5.0`, `-0.0`: a number literal with a zero fraction, as the integer it is.
    private static func integralNumber(_ text: String) -> Int64? {
        guard isSwiftNumberLiteral(text), let value = Double(text), value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int64(value)
    }

    private static func fits(_ value: Int64, bits: Int) -> Bool {
        switch bits {
        case 16: Int64(Int16.min)...Int64(Int16.max) ~= value
        case 32: Int64(Int32.min)...Int64(Int32.max) ~= value
        default: true
        }
    }

    /// `-12`, `0.5`, `1e3`: digits the Swift lexer reads as one number (with an optional sign).
    private static func isSwiftNumberLiteral(_ text: String) -> Bool {
        text.range(of: #"^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
    }
}
