import Foundation
import CoreData
