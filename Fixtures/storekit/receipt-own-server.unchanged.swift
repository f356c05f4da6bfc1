// The app posts its receipt to its own server, which verifies it: nothing here calls Apple's
// /verifyReceipt, so nothing says it does; the read is reported with what to write by hand.
import StoreKit

final class ReceiptUploader {
    let endpoint = URL(string: "https://api.example.com/v2/verifyReceipt")!

    func upload(completion: @escaping (Bool) -> Void) {
        guard let url = Bundle.main.appStoreReceiptURL, let receipt = try? Data(contentsOf: url) else {
            completion(false)
            return
        }
        post(receipt.base64EncodedString(), to: endpoint, completion: completion)
    }

    func post(_ body: String, to url: URL, completion: @escaping (Bool) -> Void) {
        completion(!body.isEmpty && url.scheme == "https")
    }
}

extension ReceiptUploader {
    // A local named like the property is the same read: reported once, at `Bundle.main.appStoreReceiptURL`.
    func hasReceipt() -> Bool {
        guard let appStoreReceiptURL = Bundle.main.appStoreReceiptURL else { return false }
        return !appStoreReceiptURL.path.isEmpty
    }
}
