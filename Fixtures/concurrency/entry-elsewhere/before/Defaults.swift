// Reads the key directly, so it must stay.
let defaultMode = ModeKey.defaultValue
