// Stand-in for the StoreKit 2 API surface the storekit migration writes and lints: Product,
// Transaction, VerificationResult, AppStore. Signatures follow the SDK documentation (see
// docs/migrations/storekit.md for each with its source); availability attributes are left out,
// since the type-check runs on Linux, where no Apple platform's availability applies.
// Enums the SDK does not freeze are not frozen here either, so a switch without a default is
// caught as in the SDK (as a warning in Swift 5 mode). Bodies do nothing.
@_exported import Foundation
@_exported import UIKit

public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let type: ProductType
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?

    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String { [] }

    @MainActor public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    public struct ProductType: Hashable, Sendable {
        public static let consumable = ProductType()
        public static let nonConsumable = ProductType()
        public static let nonRenewable = ProductType()
        public static let autoRenewable = ProductType()
    }

    public struct PurchaseOption: Hashable, Sendable {
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
    }

    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    public enum PurchaseError: Error, Sendable {
        case invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer
        case invalidOfferIdentifier, invalidOfferPrice, invalidOfferSignature, missingOfferParameters
    }

    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable { case day, week, month, year }
        public let unit: Unit
        public let value: Int
    }

    public struct SubscriptionOffer: Hashable, Sendable {
        public enum PaymentMode: Hashable, Sendable { case freeTrial, payAsYouGo, payUpFront }
        public let id: String?
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode
    }

    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]

        public var status: [Status] {
            get async throws { [] }
        }

        public struct RenewalState: Hashable, Sendable {
            public static let subscribed = RenewalState()
            public static let expired = RenewalState()
            public static let inBillingRetryPeriod = RenewalState()
            public static let inGracePeriod = RenewalState()
            public static let revoked = RenewalState()
        }

        public struct RenewalInfo: Sendable {
            public let willAutoRenew: Bool
            public let currentProductID: String
        }

        public struct Status: Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
            public let renewalInfo: VerificationResult<RenewalInfo>
        }
    }
}

public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification
        case invalidEncoding, invalidSignature, missingRequiredProperties
    }

    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }

    public var jwsRepresentation: String { "" }
}

public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let purchasedQuantity: Int
    public let appAccountToken: UUID?
    public let isUpgraded: Bool
    public let jsonRepresentation: Data

    public func finish() async {}

    public static var updates: Transactions { Transactions() }
    public static var currentEntitlements: Transactions { Transactions() }
    public static var all: Transactions { Transactions() }
    public static var unfinished: Transactions { Transactions() }

    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

public enum AppStore {
    public static var canMakePayments: Bool { true }

    public static func sync() async throws {}

    @MainActor public static func requestReview(in scene: UIWindowScene) {}

    @MainActor public static func presentOfferCodeRedeemSheet(in scene: UIWindowScene) async throws {}

    @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
}
