// The navigation migration's example rule: legacyAPI() becomes modernAPI().
let value = modernAPI()
