// Stand-in for StoreKit's SwiftUI overlay (`_StoreKit_SwiftUI` in the SDK, visible where a file
// imports both StoreKit and SwiftUI): the review request action of the environment. Built into
// the StoreKit module with StoreKit1.swift and StoreKit2.swift. iOS 16 / macOS 13 in the SDK.
import SwiftUI

@MainActor @preconcurrency
public struct RequestReviewAction {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}
