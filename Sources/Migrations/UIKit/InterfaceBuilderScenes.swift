import MigrationKit

/// The classes storyboards and xibs make (`customClass="ProfileViewController"`), with where.
/// A bridge makes its type in code, so a class a storyboard or xib builds would lose every view
/// and connection the file gives it.
struct InterfaceBuilderScenes: Sendable {
    struct Place: Sendable, Hashable {
        var path: String
        var line: Int

        var description: String { "\(path.split(separator: "/").last ?? ""):\(line)" }
    }

    private var places: [String: [Place]] = [:]

    init(files: [SourceInput]) {
        let marker = Array("customClass=\"".utf8)
        for file in files where SourceDiscovery.isInterfaceBuilderFile(file.path) {
            let bytes = file.bytes
            var line = 1
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0A {
                    line += 1
                } else if bytes[i] == marker[0], i + marker.count <= bytes.count, Array(bytes[i..<(i + marker.count)]) == marker {
                    let start = i + marker.count
                    var end = start
                    while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x0A { end += 1 }
                    let name = String(decoding: bytes[start..<end], as: UTF8.self)
                    places[name, default: []].append(Place(path: file.path, line: line))
                    i = end
                    continue
                }
                i += 1
            }
        }
    }

    func places(of className: String) -> [Place] { places[className] ?? [] }
}
