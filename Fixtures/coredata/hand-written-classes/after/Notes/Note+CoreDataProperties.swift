//
//  Note+CoreDataProperties.swift
//

import Foundation
import CoreData
