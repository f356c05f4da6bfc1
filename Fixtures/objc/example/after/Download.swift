import Foundation

typealias CompletionHandler = (Data?, Error?) -> Void

@objc enum Priority: Int {
    case low = 0
    case medium = 1
    case high = 2
}

@objc protocol DownloadDelegate: NSObjectProtocol {
    @objc(downloadDidFinish:) func downloadDidFinish(_ download: Download)

    @objc(download:didFailWithError:) func download(_ download: Download, didFailWithError error: Error)

    @objc(download:didUpdateProgress:) optional func download(_ download: Download, didUpdateProgress progress: Float)
}

@objc(Download)
@objcMembers
class Download: NSObject {
    private static let sharedInstance = Download(name: "shared")

    weak var delegate: (any DownloadDelegate)?
    var name: String
    var priority: Priority
    private(set) var attempts: Int = 0

    @objc(initWithName:)
    init(name: String) {
        self.name = name
        self.priority = Priority.medium
        super.init()
    }

    @objc(sharedDownload)
    class func shared() -> Download {
        return sharedInstance
    }

    @objc(fetchDataWithCompletion:)
    func fetchData(completion: @escaping (Data?, Error?) -> Void) {
        self.attempts += 1
        if self.attempts > 3 {
            NSLog("too many attempts for %@", self.name)
        }
        completion(nil, nil)
    }

    func finish() {
        self.delegate?.downloadDidFinish(self)
        self.delegate?.download?(self, didUpdateProgress: 1.0)
    }

    @objc(isNamed:)
    func isNamed(_ other: String) -> Bool {
        return self.name.utf16.elementsEqual(other.utf16)
    }
}
