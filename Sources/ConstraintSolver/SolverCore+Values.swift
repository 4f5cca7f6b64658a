// The values of external symbols: an external row's value is its constant plus the values of the rows it refers
// to, cached and marked stale along the references when something it depends on changes.
extension SolverCore {
    /// Marks an external's value as possibly changed, and every row that refers to it, directly or not, as stale.
    /// The rows reached go on the dirty list in an order where a row comes after the rows it refers to (the reverse
    /// of a depth-first postorder), so that `collectChanges` mostly evaluates each from up-to-date references.
    mutating func invalidate(_ symbol: Int32) {
        let index = Int(symbol)
        if symbols[index].isBasicExternal {
            // A stale row's referrers are stale already.
            if symbols[index].isStale {
                markDirty(index)
                return
            }
            symbols[index].isStale = true
        }
        guard !columns[index].isEmpty else {
            markDirty(index)
            return
        }
        // Depth first along the referrers, each (symbol, next referrer to visit); the rows reached go on the
        // dirty list in the reverse of their postorder.
        let start = dirty.count
        // The walk reads and marks symbols through buffers: one uniqueness check per walk, not one per mark (a
        // width change marks every row of a chain). The lists it appends to are taken out of `self` meanwhile.
        var stack: [DepthFirstStep] = []
        var reached: [Int32] = []
        swap(&stack, &walkStack)
        swap(&reached, &dirty)
        stack.append(DepthFirstStep(symbol: symbol, next: 0))
        symbols.withUnsafeMutableBufferPointer { symbols in
            columns.withUnsafeBufferPointer { columns in
                while let step = stack.last {
                    let column = Int(step.symbol)
                    var position = Int(step.next)
                    var descended = false
                    while position < columns[column].count {
                        let referrer = Int(columns[column][position])
                        position += 1
                        guard !symbols[referrer].isStale else { continue }
                        symbols[referrer].isStale = true
                        stack[stack.count - 1].next = Int32(position)
                        stack.append(DepthFirstStep(symbol: Int32(referrer), next: 0))
                        descended = true
                        break
                    }
                    guard !descended else { continue }
                    stack.removeLast()
                    if !symbols[column].isDirty {
                        symbols[column].isDirty = true
                        reached.append(step.symbol)
                    }
                }
            }
        }
        swap(&stack, &walkStack)
        swap(&reached, &dirty)
        // The postorder went on the list: turn that stretch around.
        var low = start
        var high = dirty.count - 1
        while low < high {
            let first = dirty[low]
            dirty[low] = dirty[high]
            dirty[high] = first
            low += 1
            high -= 1
        }
    }

    /// Puts an external on the dirty list.
    @inline(__always)
    private mutating func markDirty(_ index: Int) {
        guard !symbols[index].isDirty else { return }
        symbols[index].isDirty = true
        dirty.append(Int32(index))
    }

    /// The value of an external symbol, bringing the cached values it depends on up to date first.
    mutating func evaluate(_ symbol: Int32) -> Double {
        let index = Int(symbol)
        guard symbols[index].isBasicExternal else { return 0 }
        guard symbols[index].isStale else { return symbols[index].cached }
        if let value = evaluateDirectly(index) { return value }
        evaluationStack.append(symbol)
        while let top = evaluationStack.last {
            let current = Int(top)
            guard symbols[current].isStale, evaluateDirectly(current) == nil else {
                evaluationStack.removeLast()
                continue
            }
            for cell in rowOf[current]!.cells where isBasicExternal(cell.symbol) && symbols[Int(cell.symbol)].isStale {
                evaluationStack.append(cell.symbol)
            }
        }
        return symbols[index].cached
    }

    /// Brings a stale row's value up to date when none of its references is stale; nil (nothing done) otherwise.
    @inline(__always)
    private mutating func evaluateDirectly(_ index: Int) -> Double? {
        guard let row = rowOf[index] else { return nil }
        var value = row.constant
        for cell in row.cells {
            let reference = symbols[Int(cell.symbol)]
            guard reference.isBasicExternal else { continue }
            if reference.isStale { return nil }
            value += cell.coefficient * reference.cached
        }
        symbols[index].cached = value
        symbols[index].isStale = false
        return value
    }

    /// Appends every variable whose value changed since it was last reported, with its value, to `changes`, and
    /// empties the dirty list.
    mutating func collectChanges(into changes: inout [(SolverVariable, Double)]) {
        var position = 0
        while true {
            position = collectDirectly(from: position, into: &changes)
            guard position < dirty.count else { break }
            // A row with a stale reference (the dirty list's order makes that rare): the general evaluation brings
            // it up to date, and the direct pass reports it from its cached value.
            _ = evaluate(dirty[position])
        }
        dirty.removeAll(keepingCapacity: true)
    }

    /// Reports the dirty symbols from `start` on while each evaluates from up-to-date references; returns the
    /// position of the first that does not (or the list's end). Reads and writes symbols through buffers: one
    /// uniqueness check per call, not three per symbol.
    private mutating func collectDirectly(from start: Int, into changes: inout [(SolverVariable, Double)]) -> Int {
        var list: [Int32] = []
        swap(&list, &dirty)
        defer { swap(&list, &dirty) }
        return symbols.withUnsafeMutableBufferPointer { symbols in
            rowOf.withUnsafeBufferPointer { rows in
                var position = start
                while position < list.count {
                    let index = Int(list[position])
                    var value = 0.0
                    if symbols[index].isStale {
                        guard let direct = Self.directValue(of: index, rows, symbols) else { return position }
                        value = direct
                        symbols[index].cached = direct
                        symbols[index].isStale = false
                    } else if symbols[index].isBasicExternal {
                        value = symbols[index].cached
                    }
                    symbols[index].isDirty = false
                    position += 1
                    guard value != symbols[index].reported else { continue }
                    symbols[index].reported = value
                    changes.append((SolverVariable(index: Int32(index)), value))
                }
                return position
            }
        }
    }

    /// A stale row's value from its references' cached values, or nil when one of them is stale too.
    @inline(__always)
    private static func directValue(
        of index: Int, _ rows: UnsafeBufferPointer<SolverRow?>, _ symbols: UnsafeMutableBufferPointer<SymbolInfo>
    ) -> Double? {
        guard let constant = rows[index]?.constant else { return nil }
        return rows[index]!.cells.withUnsafeBufferPointer { cells in
            var value = constant
            for cell in cells {
                let reference = Int(cell.symbol)
                guard symbols[reference].isBasicExternal else { continue }
                if symbols[reference].isStale { return nil }
                value += cell.coefficient * symbols[reference].cached
            }
            return value
        }
    }
}
