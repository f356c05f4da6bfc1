import UIKit

final class StoreScreen: UIViewController {
    let loader = ProductsLoader()

    override func viewDidLoad() {
        super.viewDidLoad()
        loader.onLoad = { products in
            if let first = products.first { IAPObserver.shared.buy(first) }
        }
        loader.load()
    }
}
