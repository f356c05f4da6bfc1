import SwiftUI

/// `private (set)` with a space is the same modifier as `private(set)`.
@Observable
final class Score {
    private (set) var points = 0
    public internal (set) var level = 1

    func add(_ value: Int) { points += value }
}

struct ScoreView: View {
    var score: Score

    var body: some View {
        Button("\(score.points) / \(score.level)") { score.add(1) }
    }
}
