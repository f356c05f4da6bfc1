// Stand-in for StoreKit's original (StoreKit 1) API: product requests, the payment queue and its
// observer, transactions, the review controller. Built together with StoreKit2.swift as one module
// named StoreKit, as in the SDK, where both APIs live in one framework. Signatures follow the SDK
// (as Swift imports them); the Objective-C optional protocol methods get empty default
// implementations, since Linux has no @objc optional. Bodies do nothing.
@_exported import Foundation
@_exported import UIKit

open class SKRequest: NSObject {
    open func start() {}
    open func cancel() {}
}

public protocol SKRequestDelegate: NSObjectProtocol {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: Error)
}

extension SKRequestDelegate {
    public func requestDidFinish(_ request: SKRequest) {}
    public func request(_ request: SKRequest, didFailWithError error: Error) {}
}

public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

open class SKProductsRequest: SKRequest {
    public init(productIdentifiers: Set<String>) {}
    weak open var delegate: (any SKProductsRequestDelegate)?
}

open class SKProductsResponse: NSObject {
    open var products: [SKProduct] { [] }
    open var invalidProductIdentifiers: [String] { [] }
}

open class SKProduct: NSObject {
    public enum PeriodUnit: UInt, Sendable { case day, week, month, year }
    open var productIdentifier: String { "" }
    open var localizedTitle: String { "" }
    open var localizedDescription: String { "" }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var isFamilyShareable: Bool { false }
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { nil }
    open var introductoryPrice: SKProductDiscount? { nil }
    open var discounts: [SKProductDiscount] { [] }
    open var subscriptionGroupIdentifier: String? { nil }
}

open class SKProductSubscriptionPeriod: NSObject {
    open var numberOfUnits: Int { 1 }
    open var unit: SKProduct.PeriodUnit { .month }
}

open class SKProductDiscount: NSObject {
    public enum PaymentMode: UInt, Sendable { case payAsYouGo, payUpFront, freeTrial }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var subscriptionPeriod: SKProductSubscriptionPeriod { SKProductSubscriptionPeriod() }
    open var numberOfPeriods: Int { 1 }
    open var paymentMode: PaymentMode { .freeTrial }
}

open class SKPayment: NSObject {
    public init(product: SKProduct) {}
    open var productIdentifier: String { "" }
    open var quantity: Int { 1 }
    open var applicationUsername: String? { nil }
}

open class SKMutablePayment: SKPayment {
    open override var quantity: Int {
        get { 1 }
        set {}
    }
}

public enum SKPaymentTransactionState: Int, Sendable {
    case purchasing, purchased, failed, restored, deferred
}

open class SKPaymentTransaction: NSObject {
    open var error: Error? { nil }
    open var original: SKPaymentTransaction? { nil }
    open var payment: SKPayment { SKPayment(product: SKProduct()) }
    open var transactionDate: Date? { nil }
    open var transactionIdentifier: String? { nil }
    open var transactionState: SKPaymentTransactionState { .purchasing }
}

public struct SKError: Error {
    public enum Code: Int, Sendable {
        case unknown, clientInvalid, paymentCancelled, paymentInvalid, paymentNotAllowed
        case storeProductNotAvailable, cloudServicePermissionDenied, cloudServiceNetworkConnectionFailed
    }
    public var code: Code
    public init(_ code: Code) { self.code = code }
    public var localizedDescription: String { "" }
}

public protocol SKPaymentTransactionObserver: NSObjectProtocol {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error)
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
}

extension SKPaymentTransactionObserver {
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {}
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool { true }
}

open class SKPaymentQueue: NSObject {
    open class func `default`() -> Self { fatalError() }
    open class func canMakePayments() -> Bool { true }
    open func add(_ payment: SKPayment) {}
    open func add(_ observer: any SKPaymentTransactionObserver) {}
    open func remove(_ observer: any SKPaymentTransactionObserver) {}
    open func finishTransaction(_ transaction: SKPaymentTransaction) {}
    open func restoreCompletedTransactions() {}
    open func restoreCompletedTransactions(withApplicationUsername username: String?) {}
    open func presentCodeRedemptionSheet() {}
    open var transactions: [SKPaymentTransaction] { [] }
}

open class SKReceiptRefreshRequest: SKRequest {
    public init(receiptProperties properties: [String: Any]? = nil) {}
    weak open var delegate: (any SKRequestDelegate)?
}

open class SKStoreReviewController: NSObject {
    open class func requestReview() {}
    @MainActor open class func requestReview(in windowScene: UIWindowScene) {}
}

// A Foundation property on Apple platforms only; StoreKit 1 receipt code reads it.
extension Bundle {
    public var appStoreReceiptURL: URL? { nil }
}
