import Foundation
import Testing

@testable import MigrateCLI

/// Uncommitted work that `git status` does not show (assume-unchanged and skip-worktree entries)
/// and repositories whose git directory is not a `.git` beside the files (issue 26).
@Suite struct GitLayoutTests {
    func commitAll(_ sandbox: Sandbox, git: [String] = []) {
        sandbox.shell(["git"] + git + ["add", "-A"])
        sandbox.shell(["git"] + git + ["-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "-m", "init"])
    }

    func run(_ sandbox: Sandbox, _ arguments: [String], environment: [String: String]) -> (code: Int32, err: String) {
        let captured = Captured()
        var console = captured.console(in: sandbox.root)
        console.environment = environment
        let code = SwiftMigrate.main(arguments, console: console, migrations: [RenameOldToNew()])
        return (code, captured.err)
    }

    @Test(arguments: ["--assume-unchanged", "--skip-worktree"])
    func anEntryGitStatusHidesIsCheckedByContent(_ mark: String) throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n", "B.swift": "old()\n"])
        defer { sandbox.remove() }
        sandbox.shell(["git", "init", "-q"])
        commitAll(sandbox)
        sandbox.shell(["git", "update-index", mark, "A.swift", "B.swift"])
        try Data("old() // not committed\n".utf8).write(to: sandbox.root.appendingPathComponent("A.swift"))
        let refused = sandbox.run(["apply", "."])
        #expect(refused.code == 3, "\(refused.err)")
        #expect(refused.err.contains("A.swift: error: uncommitted changes"), "\(refused.err)")
        #expect(!refused.err.contains("B.swift: error: uncommitted"), "an unchanged marked file is clean")
        #expect(sandbox.read("A.swift") == "old() // not committed\n")

        try Data("old()\n".utf8).write(to: sandbox.root.appendingPathComponent("A.swift"))
        let clean = sandbox.run(["apply", "."])
        #expect(clean.code == 0, "\(clean.err)")
        #expect(sandbox.read("A.swift") == "new()\n")
    }

    @Test func aWorkTreeNamedByGitDirAndCoreWorktreeIsChecked() throws {
        let sandbox = try Sandbox(files: ["work/A.swift": "old()\n"])
        defer { sandbox.remove() }
        let gitDir = sandbox.root.appendingPathComponent("repo.git").path
        let work = sandbox.root.appendingPathComponent("work").path
        let git = ["--git-dir", gitDir, "--work-tree", work]
        sandbox.shell(["git"] + git + ["init", "-q"])
        sandbox.shell(["git", "--git-dir", gitDir, "config", "core.worktree", work])
        commitAll(sandbox, git: git)
        try Data("old() // not committed\n".utf8).write(to: sandbox.root.appendingPathComponent("work/A.swift"))

        for environment in [["GIT_DIR": gitDir], ["GIT_DIR": "repo.git", "GIT_WORK_TREE": work]] {
            let refused = run(sandbox, ["apply", "work"], environment: environment)
            #expect(refused.code == 3, "\(environment): \(refused.err)")
            #expect(refused.err.contains("work/A.swift: error: uncommitted changes"), "\(refused.err)")
            #expect(sandbox.read("work/A.swift") == "old() // not committed\n")
        }
        sandbox.shell(["git"] + git + ["checkout", "--", "A.swift"])
        let clean = run(sandbox, ["apply", "work"], environment: ["GIT_DIR": gitDir])
        #expect(clean.code == 0, "\(clean.err)")
        #expect(sandbox.read("work/A.swift") == "new()\n")
    }

    @Test func aGitDirThatIsNotARepositoryFailsClosed() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        let refused = run(sandbox, ["apply", "."], environment: ["GIT_DIR": sandbox.root.appendingPathComponent("nowhere.git").path])
        #expect(refused.code == 3, "\(refused.err)")
        #expect(refused.err.contains("git cannot report uncommitted changes"), "\(refused.err)")
        #expect(sandbox.read("A.swift") == "old()\n")
    }

    @Test func aFileOutsideTheTopLevelGitReportsFailsClosed() throws {
        let sandbox = try Sandbox(files: ["A.swift": "old()\n"])
        defer { sandbox.remove() }
        sandbox.shell(["git", "init", "-q"])
        let real = InputFiles.realPath(sandbox.root.appendingPathComponent("A.swift").path)!
        // A `.git` whose core.worktree names another folder: the file is not in its work tree.
        let status = GitStatus(files: [real]) { arguments in
            if arguments.contains("rev-parse") {
                return GitStatus.GitOutput(status: 0, output: Array("/elsewhere/.git\n/elsewhere\n".utf8), error: [])
            }
            return GitStatus.GitOutput(status: 0, output: [], error: [])
        }
        #expect(status.dirty == [real])
        #expect(status.failures.first?.message.contains("outside the work tree") == true, "\(status.failures)")
    }
}
