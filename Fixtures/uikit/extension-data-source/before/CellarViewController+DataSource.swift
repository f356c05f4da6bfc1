import UIKit

extension CellarViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        bottles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bottle", for: indexPath)
        cell.textLabel?.text = bottles[indexPath.row]
        return cell
    }
}
