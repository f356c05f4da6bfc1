import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let catalog = Catalog()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Task { try? await catalog.loadProducts() }
        return true
    }
}
