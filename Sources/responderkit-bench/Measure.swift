// Clocks, statistics and memory readings for the benchmark (glibc on Linux).
import CAllocationCounter
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Measurement helpers.
enum Measure {
    /// Monotonic time in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// The median of the values (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Heap bytes in use (glibc `mallinfo2`: uordblks + hblkhd).
    static func heapBytes() -> Int {
        Int(rk_heap_bytes())
    }

    /// Returns freed memory to the system so RSS readings are not hidden by cached pages.
    static func trim() {
        rk_heap_trim()
    }

    /// Resident set size in kilobytes, from /proc/self/statm.
    static func rssKB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// Peak resident set size in kilobytes.
    static func peakRSSKB() -> Int {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss)
    }

    /// Counts the allocations `body` makes.
    static func allocations(_ body: () throws -> Void) rethrows -> Int64 {
        rk_allocation_counting(1)
        let before = rk_allocation_count()
        defer { rk_allocation_counting(0) }
        try body()
        return Int64(rk_allocation_count() - before)
    }

    /// Formats a number the way the peers print it: one decimal.
    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
