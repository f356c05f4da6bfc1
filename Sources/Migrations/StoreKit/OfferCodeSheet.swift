import MigrationKit
import SourceSyntax

/// The offer-code sheet. Rule: `storekit.offer-code-sheet`.
///
/// `SKPaymentQueue.default().presentCodeRedemptionSheet()` takes no scene and returns at once;
/// `AppStore.presentOfferCodeRedeemSheet(in:)` (iOS 16) needs a `UIWindowScene` and is `async
/// throws`, so a rewrite would have to pick a scene and decide what its errors mean: reported.
enum OfferCodeSheet {
    static func check(_ file: SourceFile, context: MigrationContext) {
        for call in file.calls(named: ["presentCodeRedemptionSheet"]) where call.arguments.isEmpty {
            context.warn(
                StoreKitRule.offerCodeSheet, at: call.name,
                "presentCodeRedemptionSheet() is deprecated; call `try await AppStore.presentOfferCodeRedeemSheet(in: scene)` with the scene this code runs in (iOS 16; async throws), or use the SwiftUI offerCodeRedemption(isPresented:) modifier"
            )
        }
    }
}
