/// In a file of its own, with nothing else for the migration to read: its calls still have the
/// type of their first argument.
public func configure<Subject>(_ subject: Subject, configuration: (inout Subject) -> Void) -> Subject {
    var copy = subject
    configuration(&copy)
    return copy
}
