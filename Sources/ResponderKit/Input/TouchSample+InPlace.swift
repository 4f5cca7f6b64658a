// The input layer's ways to read touch samples in place, without copying them (a copy retains the sample's window).
import Foundation

extension TouchSample {
    /// Calls `body` with the sample in place as a buffer of one element: no copy, so no retain of its window.
    // In this module, and handing `body` on unchanged: a main-actor closure written at a call of the standard
    // library's `withUnsafePointer` would be guarded by an executor check on every sample.
    @inline(__always)
    func withBufferOfOne<Result>(
        _ body: (UnsafeBufferPointer<TouchSample>) throws(InputError) -> Result
    ) throws(InputError) -> Result {
        try withUnsafePointer(to: self) { (sample) throws(InputError) in
            try body(UnsafeBufferPointer(start: sample, count: 1))
        }
    }
}

extension Array where Element == TouchSample {
    /// Calls `body` with the samples in place (see `withBufferOfOne`).
    @inline(__always)
    func withSampleBuffer<Result>(
        _ body: (UnsafeBufferPointer<TouchSample>) throws(InputError) -> Result
    ) throws(InputError) -> Result {
        try withUnsafeBufferPointer { (samples) throws(InputError) in try body(samples) }
    }
}
