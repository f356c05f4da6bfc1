import CoreData
import UIKit

final class ItemList: NSObject, NSFetchedResultsControllerDelegate {
    let controller: NSFetchedResultsController<Item>

    init(context: NSManagedObjectContext) {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "timestamp", ascending: false)]
        controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        super.init()
        controller.delegate = self
    }

    func remove(_ item: Item) {
        let id = item.objectID
        item.managedObjectContext?.delete(item)
        print(id)
    }
}
