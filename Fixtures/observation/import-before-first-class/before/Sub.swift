// A file with no import (its class names nothing from Combine): the added `import Observation`
// goes above the subclass, and the subclass's `@Observable` stays on it (it was put on the
// import, then added to the class a second time).

final class FilteredListing: Listing {
    var filter = ""
}
