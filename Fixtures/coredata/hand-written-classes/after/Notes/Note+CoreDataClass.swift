//
//  Note+CoreDataClass.swift
//

import Foundation
import CoreData
import SwiftData

extension Note {
    /// The first line of the body, for the list.
    var summary: String {
        body?.split(separator: "\n").first.map(String.init) ?? title
    }

    func isOlder(than other: Note) -> Bool {
        created < other.created
    }
}
