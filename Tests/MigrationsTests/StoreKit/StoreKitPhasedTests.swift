import Foundation
import MigrationKit
import Migrations
import Testing

/// The phased mode across runs and settings, on the multi-file app fixture.
@Suite("storekit phased mode")
struct StoreKitPhasedTests {
    static let inputs: [SourceInput] = {
        let before = Repository.fixtures.appendingPathComponent("storekit/multi-file-app/before")
        return ["AppDelegate.swift", "PaywallView.swift", "Store.swift"].map { name in
            SourceInput(path: name, bytes: Array((try? Data(contentsOf: before.appendingPathComponent(name))) ?? Data()))
        }
    }()

    func run(_ inputs: [SourceInput], mode: String) -> RunReport {
        var options = MigrationOptions()
        options.settings = ["storekit.mode": mode]
        return MigrationRunner(migrations: [StoreKitMigration()], options: options).run(inputs)
    }

    @Test("a second run keeps the companion and reports the same steps at the same places", arguments: ["auto", "phased"])
    func secondRun(_ mode: String) throws {
        let first = run(Self.inputs, mode: mode)
        let created = try #require(first.files.first { $0.status == .created })
        #expect(created.path == "Store+StoreKit2.swift")
        let outputs = first.files.map { SourceInput(path: $0.path, bytes: $0.rewritten) }
        let second = run(outputs, mode: mode)
        #expect(second.files.allSatisfy { $0.status == .unchanged })
        #expect(second.diagnostics.map { "\($0.path):\($0.line):\($0.rule)" } == first.diagnostics.map { "\($0.path):\($0.line):\($0.rule)" })
        let phase1 = try #require(second.diagnostics.first { $0.rule == "storekit.phased" })
        #expect(phase1.message.contains("phase 1: Store+StoreKit2.swift is already there and is kept as it is"))
    }

    @Test("a SwiftUI app's initializer is where the listener starts; two unrelated stores get one companion each")
    func swiftUIAppLaunchAndSeparateSystems() throws {
        let app = """
            import SwiftUI

            @main
            struct ShopApp: App {
                init() {}
                var body: some Scene { WindowGroup { Text("Shop") } }
            }

            """
        func store(_ name: String) -> SourceInput {
            let text = """
                import StoreKit

                final class \(name): NSObject, SKPaymentTransactionObserver {
                    override init() {
                        super.init()
                        SKPaymentQueue.default().add(self)
                    }
                    func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
                    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
                }

                """
            return SourceInput(path: "\(name).swift", bytes: Array(text.utf8))
        }
        let report = run([SourceInput(path: "ShopApp.swift", bytes: Array(app.utf8)), store("TipStore"), store("ProStore")], mode: "auto")
        #expect(report.files.filter { $0.status == .created }.map(\.path).sorted() == ["ProStore+StoreKit2.swift", "TipStore+StoreKit2.swift"])
        let observer = try #require(report.diagnostics.first { $0.rule == "storekit.observer" && $0.path == "TipStore.swift" })
        #expect(observer.message.contains("start the listener at launch, in init() of `ShopApp` (ShopApp.swift:5)"))
        #expect(observer.message.contains("`TipStore.StoreKit2`"))
    }

    @Test("a store whose init registers the observer is at launch when the App makes it in a stored property; a longer name holding its name is not it")
    func initRegistrationMadeAtLaunch() throws {
        let store = """
            import StoreKit

            final class Store: NSObject, SKPaymentTransactionObserver {
                override init() {
                    super.init()
                    SKPaymentQueue.default().add(self)
                }
                func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
            }

            """
        func app(_ property: String) -> SourceInput {
            let text = """
                import SwiftUI

                @main
                struct ShopApp: App {
                    \(property)
                    var body: some Scene { WindowGroup { Text("Shop") } }
                }

                """
            return SourceInput(path: "ShopApp.swift", bytes: Array(text.utf8))
        }
        let storeFile = SourceInput(path: "Store.swift", bytes: Array(store.utf8))
        let atLaunch = run([app("let store = Store()"), storeFile], mode: "auto")
        let here = try #require(atLaunch.diagnostics.first { $0.rule == "storekit.observer" && $0.path == "Store.swift" })
        #expect(here.message.contains("here, once"))
        // A name that only contains the store's (`MyStore()`) is not the store.
        let elsewhere = run([app("let store = MyStore()"), storeFile], mode: "auto")
        let moved = try #require(elsewhere.diagnostics.first { $0.rule == "storekit.observer" && $0.path == "Store.swift" })
        #expect(moved.message.contains("not where this registration is"))
    }

    @Test("an observer in test code gets no companion")
    func testDoubles() {
        let double = """
            import StoreKit
            import XCTest

            final class ObserverDouble: NSObject, SKPaymentTransactionObserver {
                func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
            }

            """
        let report = run([SourceInput(path: "StoreTests.swift", bytes: Array(double.utf8))], mode: "phased")
        #expect(!report.files.contains { $0.status == .created })
        #expect(!report.diagnostics.contains { $0.rule == "storekit.phased" })
    }

    @Test("the app's own Product keeps the in-place rewrites out")
    func shadowedProduct() {
        let before = Repository.fixtures.appendingPathComponent("storekit/purchase-flow/before")
        var inputs = ["AppDelegate.swift", "Store.swift"].map { name in
            SourceInput(path: name, bytes: Array((try? Data(contentsOf: before.appendingPathComponent(name))) ?? Data()))
        }
        #expect(run(inputs, mode: "in-place").files.contains { $0.status == .changed }, "the fixture converts on its own")
        inputs.append(SourceInput(path: "Models.swift", bytes: Array("struct Product { let name: String }\n".utf8)))
        let report = run(inputs, mode: "in-place")
        #expect(report.files.allSatisfy { $0.status == .unchanged })
        #expect(report.diagnostics.contains { $0.message.contains("the project declares its own `Product`") })
    }

    @Test("in-place mode creates nothing and reports the StoreKit 1 code as before")
    func inPlace() {
        let report = run(Self.inputs, mode: "in-place")
        #expect(!report.files.contains { $0.status == .created })
        #expect(!report.diagnostics.contains { $0.rule == "storekit.phased" || $0.message.contains("phase 2") })
        #expect(report.diagnostics.contains { $0.rule == "storekit.purchase" })
    }
}
