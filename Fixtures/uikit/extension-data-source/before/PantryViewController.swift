import UIKit

// The data source in an extension of the same file: the screen's members, as if in the class.
final class PantryViewController: UITableViewController {
    var shelves = ["Flour", "Rice", "Lentils"]
}

extension PantryViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shelves.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.row]
        return cell
    }
}

// Its data source is in another file, which a draft does not read: said, not "implements none".
final class CellarViewController: UITableViewController {
    var bottles: [String] = []
}
