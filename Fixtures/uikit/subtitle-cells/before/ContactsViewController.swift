import UIKit

struct Contact {
    var name: String
    var email: String
    var isFavorite: Bool
}

// Subtitle cells through the content configuration: text, secondary text, an image and a fixed
// accessory; no selection.
final class ContactsViewController: UITableViewController {
    var contacts = [Contact]()

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let contact = contacts[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = contact.name
        content.secondaryText = "\(contact.email)"
        content.image = UIImage(systemName: contact.isFavorite ? "star.fill" : "person")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
