import StoreKit
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Task { await Store.shared.listenForTransactions() }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
    }
}
