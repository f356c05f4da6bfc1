import Foundation
import MigrateCLI

exit(SwiftMigrate.main(Array(CommandLine.arguments.dropFirst())))
