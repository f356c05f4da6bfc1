import UIKit

// Rows of plain strings from an array literal, a row value read before the cell is dequeued, and a
// cell created with a style instead of dequeued.
final class ChecklistViewController: UITableViewController {
    var chores = ["Water the plants", "Take out the trash", "Call the bank"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return chores.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let chore = chores[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = chore
        cell.detailTextLabel?.text = "Chore \(indexPath.row + 1)"
        cell.accessoryType = .checkmark
        return cell
    }
}

// A tap that toggles the tapped cell's checkmark keeps state in the cell: no draft.
final class ToggleListViewController: UITableViewController {
    var chores = ["Water the plants"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return chores.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chore", for: indexPath)
        cell.textLabel?.text = chores[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let cell = tableView.cellForRow(at: indexPath)
        cell?.accessoryType = cell?.accessoryType == .checkmark ? .none : .checkmark
    }
}

// Its draft would be named ChecklistView too: the first screen keeps the name.
final class ChecklistController: UITableViewController {
    var chores: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        chores.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chore", for: indexPath)
        cell.textLabel?.text = chores[indexPath.row]
        return cell
    }
}
