import UIKit

// Both screens are made by Main.storyboard, without an outlet in sight: no bridge (made in code
// they would lose the storyboard's views), but the list still gets its draft.
final class TagsViewController: UITableViewController {
    var tags: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tags.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath)
        cell.textLabel?.text = "#" + tags[indexPath.row]
        return cell
    }
}

final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
    }
}
