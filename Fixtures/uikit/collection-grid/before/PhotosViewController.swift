import UIKit

struct Photo {
    var caption: String
    var symbol: String
}

// A collection of list cells → LazyVGrid; selection becomes a closure.
final class PhotosViewController: UICollectionViewController {
    var photos: [Photo] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = photos[indexPath.item].caption
        content.image = UIImage(systemName: photos[indexPath.item].symbol)
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print(photos[indexPath.item].caption)
    }
}
