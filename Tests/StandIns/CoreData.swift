// Stand-in for the Core Data that migrated code still names: the coredata migration keeps the
// store where Core Data put it, so converted stacks read `NSPersistentContainer.defaultDirectoryURL()`.
// Code that still uses Core Data's context, requests or objects is not type-checked against this.
@_exported import Foundation  // as Core Data does

open class NSPersistentContainer {
    /// Where `NSPersistentContainer(name:)` puts its store: `<name>.sqlite` in this folder.
    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()) }
}
