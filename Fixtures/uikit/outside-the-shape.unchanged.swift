import UIKit

struct Song {
    var title: String
}

final class SongCell: UITableViewCell {
    var song: Song?
}

// A custom cell class: no draft.
final class SongsViewController: UITableViewController {
    var songs: [Song] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        songs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath) as! SongCell
        cell.song = songs[indexPath.row]
        return cell
    }
}

// Two sections with different rows: no draft.
final class SettingsViewController: UITableViewController {
    var accounts: [String] = []

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? accounts.count : 1
    }
}

// A storyboard segue and a cell that reads the view controller's own state: no draft.
final class InboxViewController: UITableViewController {
    var messages: [String] = []
    var unread: Set<Int> = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.accessoryType = unread.contains(indexPath.row) ? .checkmark : .none
        return cell
    }
}

final class OutboxViewController: UITableViewController {
    var messages: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
