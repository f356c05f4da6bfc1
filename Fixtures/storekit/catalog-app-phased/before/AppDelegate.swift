import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let catalog = Catalog()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        catalog.loadProducts()
        return true
    }
}
