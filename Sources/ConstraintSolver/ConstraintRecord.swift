// What the solver keeps of a live constraint.
/// A live constraint: its marker (the slack, dummy or positive error its row was built with), its second error for
/// an optional equality or inequality, and the constant and marker coefficient of its original row, from which a
/// change of constant is a shift of the marker (Cassowary's edit-constant path).
struct ConstraintRecord {
    var marker: Int32
    var other: Int32
    /// The marker's coefficient in the row as first written (`expression + constant + k × marker …`).
    var markerCoefficient: Double
    var constant: Double
    var priority: Float
    var isRequired: Bool { priority >= 1000 }

    /// The record's two symbols by slot (0: the marker, 1: the other error), -1 where it has none; a loop over the
    /// slots allocates nothing, as an array of the two would.
    static let slots = 0..<2
    func symbol(_ slot: Int) -> Int32 { slot == 0 ? marker : other }
}
