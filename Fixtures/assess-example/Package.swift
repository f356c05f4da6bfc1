// swift-tools-version: 5.9
// Declares the example's deployment target (as the app's project.yml does) and keeps swift-migrate
// from reading the surrounding repository's sources as this example's context. No targets: the
// example is read, never built.
import PackageDescription

let package = Package(name: "ExampleApp", platforms: [.iOS(.v17)], targets: [])
