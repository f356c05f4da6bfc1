// Stand-in for a third-party purchase SDK, so a file the storekit migration must leave alone
// still compiles in its fixture.
public final class Purchases {
    public static let shared = Purchases()
    public func restorePurchases() async throws {}
}
