// The records of live constraints: handles with generations, and the symbols a removed constraint leaves.
extension SolverCore {
    mutating func store(_ record: ConstraintRecord) -> SolverConstraint {
        let index: Int32
        if let reused = freeRecords.popLast() {
            index = reused
            records[Int(index)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
            generations.append(0)
        }
        for slot in ConstraintRecord.slots {
            let symbol = record.symbol(slot)
            guard symbol >= 0 else { continue }
            symbols[Int(symbol)].owner = index
        }
        return SolverConstraint(index: index, generation: generations[Int(index)])
    }

    func lookUp(_ constraint: SolverConstraint) throws(SolverError) -> ConstraintRecord {
        let index = Int(constraint.index)
        guard index >= 0, index < records.count, generations[index] == constraint.generation,
            let record = records[index]
        else { throw .unknownConstraint }
        return record
    }

    /// Forgets a record's symbols: a row of theirs is dropped and any cell of theirs is cleared (their value is 0,
    /// and once the constraint's row is gone no row depends on them but for rounding).
    mutating func releaseSymbols(of record: ConstraintRecord) {
        for slot in ConstraintRecord.slots {
            let symbol = record.symbol(slot)
            guard symbol >= 0 else { continue }
            if let row = removeBasic(symbol) { recycle(row) }
            forget(symbol)
        }
    }
}
